import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HOLD_ADMIN_MESSAGES } from '../../../../shared/cart-messages.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { useLiveEvent } from '../../../lib/live/live-bus.ts';
import { useCoalesced } from '../../../lib/live/use-coalesced.ts';
import { trpc } from '../../../lib/trpc.ts';
import { showToast } from '../../../components/notifications-host.tsx';

/** Holds lapse by the clock, not by an event: the list is read again every half minute while open. */
const REFRESH_MS = 30_000;

/** The live holds, read again as soon as any piece is held, released or sold (its live event), and as they lapse. */
export function useLiveHolds() {
  const queryClient = useQueryClient();
  const refresh = useCoalesced(() => void queryClient.invalidateQueries({ queryKey: trpc.admin.holds.pathKey() }));
  useLiveEvent('piece', refresh);
  return useQuery({ ...trpc.admin.holds.list.queryOptions(), refetchInterval: REFRESH_MS });
}

/**
 * Releases one hold. The piece is Available at once, so the holds list and the catalogue (the product
 * manager's statuses, the storefront) are read again; the success message waits until they have been.
 */
export function useReleaseHold() {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.admin.holds.release.mutationOptions({
      onSuccess: async () => {
        await Promise.all([trpc.admin.holds.pathKey(), trpc.catalog.pathKey()].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
        showToast({ color: 'green', message: HOLD_ADMIN_MESSAGES.released });
      },
      onError: async (error) => {
        showToast({ color: 'red', message: errorMessage(error, 'Failed to release the hold') });
        // Most often the hold lapsed or became an order meanwhile: show the list as it is now.
        await queryClient.invalidateQueries({ queryKey: trpc.admin.holds.pathKey() });
      },
    }),
  );
}
