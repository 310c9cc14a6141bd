import webpush from 'web-push';
import type { Em } from '../../db/orm.ts';
import type { Env } from '../../env.ts';
import { VapidKeys } from './vapid-keys.entity.ts';

export type VapidKeyPair = { publicKey: string; privateKey: string };

/**
 * The shop's VAPID pair, made on first need: two instances starting at once both try to write the
 * row and keep whichever landed first, so every instance signs with one pair.
 */
export async function vapidKeys(em: Em): Promise<VapidKeyPair> {
  const stored = await em.findOne(VapidKeys, { id: 1 }, { fields: ['publicKey', 'privateKey'] });
  if (stored) return { publicKey: stored.publicKey, privateKey: stored.privateKey };
  const made = webpush.generateVAPIDKeys();
  await em.execute('insert into vapid_keys (id, public_key, private_key, created_at) values (1, ?, ?, ?) on conflict (id) do nothing', [made.publicKey, made.privateKey, new Date()]);
  const kept = await em.fork().findOneOrFail(VapidKeys, { id: 1 }, { fields: ['publicKey', 'privateKey'] });
  return { publicKey: kept.publicKey, privateKey: kept.privateKey };
}

/**
 * At start: the pair VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY replace the stored one when they are set
 * (so a shop moved to new hosting, or restored from a backup, keeps signing as its devices expect);
 * without them the stored pair is kept, or made now. Answers whether a configured pair replaced
 * another: the devices subscribed with the old key are forgotten, and each turns notifications on again
 * (README "Push notifications").
 */
export async function ensureVapidKeys(em: Em, env: Pick<Env, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY'>): Promise<{ replaced: boolean }> {
  const current = await vapidKeys(em);
  if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY || env.VAPID_PUBLIC_KEY === current.publicKey) return { replaced: false };
  await em.transactional(async (tx) => {
    await tx.execute('update vapid_keys set public_key = ?, private_key = ?, created_at = ? where id = 1', [env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY, new Date()]);
    // A subscription is bound to the key it was made with: its push service refuses pushes signed with another.
    await tx.execute('delete from push_devices');
  });
  return { replaced: true };
}
