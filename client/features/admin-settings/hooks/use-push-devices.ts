import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { trpc } from '../../../lib/trpc.ts';
import { currentSubscription, pushSupport, subscribeThisDevice, type PushSupport } from '../push/this-device.ts';

const THIS_DEVICE = ['push', 'this-device'];

/**
 * The owner's devices and this browser's place among them: whether it can be pushed to, whether it
 * is one of them, and the actions on it and on the others.
 */
export function usePushDevices() {
  const queryClient = useQueryClient();
  const devices = useQuery(trpc.admin.push.devices.queryOptions());
  const [support, setSupport] = useState<PushSupport>(pushSupport);
  // The browser's own subscription: which of the listed devices this one is.
  const endpoint = useQuery({ queryKey: THIS_DEVICE, queryFn: async () => (await currentSubscription())?.endpoint ?? null }).data ?? null;
  const refresh = () => Promise.all([trpc.admin.push.devices.queryKey(), THIS_DEVICE].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const save = useMutation(trpc.admin.push.subscribe.mutationOptions({ onSuccess: () => void refresh() }));
  const remove = useMutation(trpc.admin.push.remove.mutationOptions({ onSuccess: () => void refresh() }));
  const test = useMutation(trpc.admin.push.test.mutationOptions());
  const turnOn = useMutation({
    mutationFn: async (publicKey: string) => {
      const subscription = await subscribeThisDevice(publicKey);
      if (subscription === 'denied') {
        setSupport(pushSupport());
        return;
      }
      await save.mutateAsync(subscription);
    },
  });
  const turnOff = useMutation({
    mutationFn: async (id: number) => {
      await (await currentSubscription())?.unsubscribe();
      await remove.mutateAsync({ id });
    },
  });
  const list = devices.data?.devices ?? [];
  return { devices, list, support, thisDevice: list.find((device) => device.endpoint === endpoint) ?? null, turnOn, turnOff, remove, test };
}
