import { z } from 'zod';
import { PushDevicesOutput, PushSubscribeInput } from '../../shared/schemas/push.ts';
import { defineRoute } from './route.ts';

const envelope = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });
const shared = { tag: 'Admin: notifications', access: 'admin' as const };
const DeviceId = envelope(z.object({ id: z.number() }));

/** The owner's devices that are pushed news of the shop (README "Push notifications"). */
export const pushAdminRoutes = [
  defineRoute({
    ...shared,
    method: 'get',
    path: '/admin/push-devices',
    summary: 'The shop’s VAPID public key to subscribe with, and your devices, newest first',
    response: envelope(PushDevicesOutput),
    handle: async ({ caller }) => ({ success: true, data: await caller.admin.push.devices() }),
  }),
  defineRoute({
    ...shared,
    method: 'post',
    path: '/admin/push-devices',
    summary: 'Add this browser’s push subscription (PushSubscription.toJSON() and a name); the same endpoint again updates it',
    body: PushSubscribeInput,
    response: DeviceId,
    handle: async ({ caller, body }) => ({ success: true, data: await caller.admin.push.subscribe(body) }),
  }),
  defineRoute({
    ...shared,
    method: 'delete',
    path: '/admin/push-devices/:id',
    summary: 'Forget one of your devices: it gets no more pushes',
    response: DeviceId,
    handle: async ({ caller, params }) => ({ success: true, data: await caller.admin.push.remove({ id: params.id ?? '' }) }),
  }),
  defineRoute({
    ...shared,
    method: 'post',
    path: '/admin/push-devices/:id/test',
    summary: 'Send one test push to one of your devices',
    response: DeviceId,
    handle: async ({ caller, params }) => ({ success: true, data: await caller.admin.push.test({ id: params.id ?? '' }) }),
  }),
];
