import webpush from 'web-push';
import type { OwnerPush } from '../../../shared/schemas/push.ts';
import type { Em } from '../../db/orm.ts';
import { defineTask, type MailOutbox } from '../mail/mail-kind.ts';
import { PushDevice } from './push-device.entity.ts';
import { vapidKeys } from './vapid.ts';


type DevicePush = OwnerPush & { deviceId: number };

/** How long a push service keeps a push for a phone that is off: news of a day ago is still news. */
const KEPT_FOR_SECONDS = 24 * 60 * 60;

/**
 * Sends one push to one device, when the outbox runs it. Retried with the outbox's backoff when the
 * push service fails or is unreachable; a device its service says is gone (404, 410) is forgotten.
 * A device removed, or whose admin is one no more, gets nothing.
 */
export const pushToDeviceTask = defineTask<DevicePush>('push-to-device', async (em, { deviceId, ...push }) => {
  const device = await em.findOne(PushDevice, { id: deviceId, user: { role: 'admin' } }, { populate: ['user'] });
  if (!device) return;
  const keys = await vapidKeys(em);
  try {
    await webpush.sendNotification({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, JSON.stringify(push), {
      // The push service's contact for the sender, as RFC 8292 asks: the admin whose device it is.
      vapidDetails: { subject: `mailto:${device.user.email}`, ...keys },
      TTL: KEPT_FOR_SECONDS,
      urgency: 'high',
      contentEncoding: 'aes128gcm',
      timeout: 20_000,
    });
  } catch (error) {
    if (error instanceof webpush.WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
      await em.nativeDelete(PushDevice, { id: deviceId });
      return;
    }
    throw error;
  }
  await em.nativeUpdate(PushDevice, { id: deviceId }, { lastPushedAt: new Date() });
});

/**
 * Tells every admin device, in the transaction of the write that causes it: a rolled-back order
 * pushes nothing. One outbox task per device, so a retry for a phone that was unreachable never
 * pushes again to the ones that got it.
 */
export async function pushToOwner(tx: Em, outbox: MailOutbox, compose: () => OwnerPush | Promise<OwnerPush>, now = new Date()): Promise<void> {
  const devices = await tx.find(PushDevice, { user: { role: 'admin' } }, { fields: ['id'] });
  // Composed only when a device will get it: an order placed in a shop with no phone turned on pays one query, not two.
  if (devices.length === 0) return;
  const push = await compose();
  for (const device of devices) await outbox.schedule(tx, pushToDeviceTask, { deviceId: device.id, ...push }, now);
}

/** Tasks the push module runs through the outbox; the start-up hands them to its worker. */
export const PUSH_TASKS = [pushToDeviceTask] as const;
