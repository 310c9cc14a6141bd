import { PUSH_DEVICE_NOT_FOUND, type PushDevicesOutput, type PushSubscribeInput } from '../../../shared/schemas/push.ts';
import type { Em } from '../../db/orm.ts';
import { NotFoundError } from '../../errors.ts';
import type { MailOutbox } from '../mail/mail-kind.ts';
import { pushToDeviceTask } from './owner-push.ts';
import { PushDevice } from './push-device.entity.ts';
import { vapidKeys } from './vapid.ts';

/** The shop's public key to subscribe with, and the admin's devices, newest first. */
export async function listPushDevices(em: Em, userId: number): Promise<PushDevicesOutput> {
  const [{ publicKey }, devices] = await Promise.all([vapidKeys(em.fork()), em.find(PushDevice, { user: userId }, { orderBy: { id: 'desc' } })]);
  return {
    publicKey,
    devices: devices.map((device) => ({
      id: device.id,
      name: device.name,
      endpoint: device.endpoint,
      createdAt: device.createdAt.toISOString(),
      lastPushedAt: device.lastPushedAt?.toISOString() ?? null,
    })),
  };
}

/**
 * Keeps a browser's subscription for the admin. A browser subscribing again (its keys renewed, or
 * another admin signed in on it) updates its one row: an endpoint is one device.
 */
export async function subscribePushDevice(em: Em, userId: number, input: PushSubscribeInput): Promise<{ id: number }> {
  const [row] = await em.execute<{ id: number }[]>(
    `insert into push_devices (user_id, endpoint, p256dh, auth, name, created_at) values (?, ?, ?, ?, ?, ?)
     on conflict (endpoint) do update set user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth, name = excluded.name
     returning id`,
    [userId, input.endpoint, input.keys.p256dh, input.keys.auth, input.name, new Date()],
  );
  if (!row) throw new Error('The push device was not saved');
  return { id: row.id };
}

async function ownDevice(em: Em, userId: number, id: number): Promise<PushDevice> {
  const device = await em.findOne(PushDevice, { id, user: userId });
  if (!device) throw new NotFoundError(PUSH_DEVICE_NOT_FOUND);
  return device;
}

/** Forgets one of the admin's devices: it gets no more pushes. */
export async function removePushDevice(em: Em, userId: number, id: number): Promise<{ id: number }> {
  await em.nativeDelete(PushDevice, { id: (await ownDevice(em, userId, id)).id });
  return { id };
}

/** Sends one push to one of the admin's devices, through the outbox as every push goes. */
export async function testPushDevice(em: Em, outbox: MailOutbox, userId: number, id: number): Promise<{ id: number }> {
  await ownDevice(em, userId, id);
  await em.transactional((tx) =>
    outbox.schedule(tx, pushToDeviceTask, { deviceId: id, title: 'Ukay', body: 'Notifications are on: new orders will show here.', url: '/admin/settings', tag: 'test', pending: null }, new Date()),
  );
  return { id };
}
