import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../env.ts';
import { callerFor, createTestUser } from '../../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../../test/test-db.ts';
import { ensureVapidKeys, vapidKeys } from './vapid.ts';
import { VapidKeys } from './vapid-keys.entity.ts';

describe.each(TEST_DATABASES)('the shop’s VAPID keys on %s', (kind) => {
  const db = useTestDatabase(kind);

  it('are made once: callers asking at once all get the one pair that was kept', async () => {
    await db().em().nativeDelete(VapidKeys, {});
    const pairs = await Promise.all(Array.from({ length: 5 }, () => vapidKeys(db().em())));
    expect(new Set(pairs.map((pair) => pair.publicKey)).size).toBe(1);
    expect(await vapidKeys(db().em())).toEqual(pairs[0]);
    expect(await ensureVapidKeys(db().em(), {})).toEqual({ replaced: false });
    expect(await vapidKeys(db().em())).toEqual(pairs[0]);
  });

  it('are replaced by VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, and the devices subscribed with the old key are forgotten', async () => {
    const { user } = await createTestUser(db().em(), { role: 'admin' });
    const admin = callerFor(db().em(), { user }).admin;
    await admin.push.subscribe({ endpoint: 'https://push.example/device-1', keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) }, name: 'Safari on iPhone' });
    const configured = webpush.generateVAPIDKeys();
    const env = parseEnv({ VAPID_PUBLIC_KEY: configured.publicKey, VAPID_PRIVATE_KEY: configured.privateKey });

    expect(await ensureVapidKeys(db().em(), env)).toEqual({ replaced: true });
    expect(await vapidKeys(db().em())).toEqual(configured);
    expect(await admin.push.devices()).toEqual({ publicKey: configured.publicKey, devices: [] });
    // A restart with the same pair changes nothing.
    expect(await ensureVapidKeys(db().em(), env)).toEqual({ replaced: false });
  });
});

describe('VAPID keys from the environment', () => {
  it('are refused one without the other, and when they are not keys', () => {
    const { publicKey, privateKey } = webpush.generateVAPIDKeys();
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: publicKey })).toThrow('VAPID_PRIVATE_KEY: must be set with VAPID_PUBLIC_KEY');
    expect(() => parseEnv({ VAPID_PRIVATE_KEY: privateKey })).toThrow('VAPID_PUBLIC_KEY: must be set with VAPID_PRIVATE_KEY');
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: 'BPk-not-a-key', VAPID_PRIVATE_KEY: privateKey })).toThrow('VAPID_PUBLIC_KEY: must be a P-256 public key');
  });
});
