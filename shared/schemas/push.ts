import { z } from 'zod';
import { recordId } from './common.ts';

/** base64url without padding, as PushSubscription.toJSON() gives a key. */
const base64url = (bytes: number) => z.string().length(Math.ceil((bytes * 4) / 3)).regex(/^[A-Za-z0-9_-]+$/, 'must be base64url');

/** Every push service is reached over https, and the shop's pushes go nowhere else. */
const PushEndpoint = z.url({ protocol: /^https$/, error: 'must be an https address of a push service' }).max(1000);

/** What a browser's PushSubscription.toJSON() holds, with the name the device is listed by. */
export const PushSubscribeInput = z.object({
  endpoint: PushEndpoint,
  keys: z.object({ p256dh: base64url(65), auth: base64url(16) }),
  name: z.string().trim().min(1).max(80),
});
export type PushSubscribeInput = z.infer<typeof PushSubscribeInput>;

/** What the owner is told of a device that is not in their list (removed, or another admin's). */
export const PUSH_DEVICE_NOT_FOUND = 'This device is not in your list';

export const PushDeviceIdInput = z.strictObject({ id: recordId(PUSH_DEVICE_NOT_FOUND) });

/** One device in Settings' list; `endpoint` lets a browser tell which one it is. */
export const PushDeviceOutput = z.object({
  id: z.number(),
  name: z.string(),
  endpoint: z.string(),
  createdAt: z.string(),
  lastPushedAt: z.string().nullable(),
});
export type PushDeviceOutput = z.infer<typeof PushDeviceOutput>;

/** The shop's VAPID public key a device subscribes with, and the admin's devices. */
export const PushDevicesOutput = z.object({ publicKey: z.string(), devices: z.array(PushDeviceOutput) });
export type PushDevicesOutput = z.infer<typeof PushDevicesOutput>;

/**
 * What a push to the owner carries, encrypted to the device, and what its notification shows: `url`
 * is the admin page a tap opens (`/admin-orders?order=12`); a later push with the same `tag`
 * replaces the earlier one on the screen (one per order). `pending`: the orders waiting for the
 * owner as the push was sent, for the app's badge; null when the push does not know.
 */
export type OwnerPush = { title: string; body: string; url: string; tag: string; pending: number | null };
