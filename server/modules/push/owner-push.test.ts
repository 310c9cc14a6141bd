import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { temporaryStorage } from '../../test/admin-fixtures.ts';
import { eventually } from '../../test/eventually.ts';
import { failCommitsOn } from '../../test/failing-commit.ts';
import { placeGuestOrder } from '../../test/guest-order.ts';
import { startTestMail, useTestMail, type TestMail } from '../../test/mail-harness.ts';
import { pushBrowser, startPushService, vapidOf, type PushService } from '../../test/push-service.ts';
import { callerFor, createTestUser } from '../../test/test-app.ts';
import { TEST_DATABASES, useSecondInstance, useTestDatabase, type TestDatabase } from '../../test/test-db.ts';
import { failure } from '../../test/trpc-failure.ts';
import type { MailOutbox } from '../mail/mail-kind.ts';
import { Order } from '../orders/order.entity.ts';
import { PushDevice } from './push-device.entity.ts';

/** A push service for the file, started before its tests and closed after. */
function usePushService(): () => PushService {
  let service: PushService | undefined;
  beforeAll(async () => {
    service = await startPushService();
  });
  afterAll(() => service?.close());
  return () => {
    if (!service) throw new Error('The push service is not running yet');
    return service;
  };
}

/** An admin with one phone that said yes to notifications, pushed to by `service`. */
async function ownerWithPhone(db: TestDatabase, outbox: MailOutbox, service: PushService) {
  const { user } = await createTestUser(db.em(), { role: 'admin' });
  const admin = callerFor(db.em(), { user, mail: outbox }).admin;
  const phone = pushBrowser(service, 'Chrome on Android');
  const { id } = await admin.push.subscribe(phone.subscription);
  return { user, admin, phone, deviceId: id };
}

describe.each(TEST_DATABASES)('pushes to the owner’s phone on %s', (kind) => {
  const db = useTestDatabase(kind);
  const mail = useTestMail(db, () => undefined);
  const service = usePushService();
  afterEach(async () => {
    // Each test's owner alone: the devices of earlier tests would be pushed to as well.
    await db().em().nativeDelete(PushDevice, {});
  });

  it('a placed order reaches the phone encrypted to it, signed by the shop’s key, naming the order and opening it', async () => {
    const { admin, phone } = await ownerWithPhone(db(), mail().outbox, service());
    const { publicKey } = await admin.push.devices();
    const { storage } = await temporaryStorage();
    const { order } = await placeGuestOrder(() => db().em(), { storage, mail: mail().outbox, name: 'Maria Clara', prices: [1500, 999.5] });

    await eventually(() => service().received.some((push) => push.path === phone.path), 10_000);
    const push = service().received.find((candidate) => candidate.path === phone.path);
    if (!push) throw new Error('no push');
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    expect(push.headers.urgency).toBe('high');
    expect(push.body.includes(Buffer.from('Maria'))).toBe(false);
    const pending = await db().em().count(Order, { status: 'pending' });
    expect(phone.open(push)).toEqual({
      title: `New order #${order.id}: ₱2,579.50`,
      body: 'Maria Clara ordered 2 pieces. Check the payment proof.',
      url: `/admin-orders?order=${order.id}`,
      tag: `order-${order.id}`,
      // For the app's badge: every order still pending, this one with them.
      pending,
    });
    expect(pending).toBeGreaterThanOrEqual(1);
    const vapid = vapidOf(push);
    expect(vapid.k).toBe(publicKey);
    expect(vapid.aud).toBe(service().origin);
    expect(vapid.sub).toMatch(/^mailto:.+@/);
    expect(vapid.exp * 1000).toBeGreaterThan(Date.now());
    // Written once the push service's answer is back, a moment after the push reached it.
    await expect.poll(async () => (await admin.push.devices()).devices[0]?.lastPushedAt, { timeout: 5_000 }).toEqual(expect.any(String));
  });

  it('the test button pushes to that device alone; another admin can neither test nor remove it', async () => {
    const owner = await ownerWithPhone(db(), mail().outbox, service());
    const helper = await ownerWithPhone(db(), mail().outbox, service());
    await owner.admin.push.test({ id: owner.deviceId });
    await eventually(() => service().received.some((push) => push.path === owner.phone.path), 10_000);
    const push = service().received.find((candidate) => candidate.path === owner.phone.path);
    expect(push && owner.phone.open(push)).toMatchObject({ title: 'Ukay', url: '/admin/settings' });
    expect(service().received.some((candidate) => candidate.path === helper.phone.path)).toBe(false);

    expect(await failure(helper.admin.push.test({ id: owner.deviceId }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await failure(helper.admin.push.remove({ id: owner.deviceId }))).toMatchObject({ code: 'NOT_FOUND' });
    expect((await owner.admin.push.devices()).devices.map((device) => device.id)).toEqual([owner.deviceId]);
    await owner.admin.push.remove({ id: owner.deviceId });
    expect((await owner.admin.push.devices()).devices).toEqual([]);
  });

  it('forgets a device its push service says is gone (410)', async () => {
    const { admin, phone } = await ownerWithPhone(db(), mail().outbox, service());
    service().answer(phone.path, 410);
    const { storage } = await temporaryStorage();
    await placeGuestOrder(() => db().em(), { storage, mail: mail().outbox });
    await eventually(() => service().received.some((push) => push.path === phone.path), 10_000);
    await expect.poll(async () => (await admin.push.devices()).devices, { timeout: 5_000 }).toEqual([]);
  });

  it('pushes nothing for an order whose placement rolled back at its commit', async () => {
    const { phone } = await ownerWithPhone(db(), mail().outbox, service());
    const { storage } = await temporaryStorage();
    const undo = await failCommitsOn(db().em(), 'orders');
    try {
      await expect(placeGuestOrder(() => db().em(), { storage, mail: mail().outbox, name: 'Rolled Back' })).rejects.toThrow();
    } finally {
      await undo();
    }
    const placed = await placeGuestOrder(() => db().em(), { storage, mail: mail().outbox, name: 'Placed Buyer' });
    // The outbox runs its tasks in the order they were planned: once the later order's push is in, the earlier one would be too.
    await eventually(() => service().received.some((push) => push.path === phone.path), 10_000);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const pushes = service().received.filter((push) => push.path === phone.path).map((push) => phone.open(push));
    expect(pushes).toEqual([expect.objectContaining({ tag: `order-${placed.order.id}` })]);
  });
});

// Two instances need a shared server database: PGlite is in-process, so this runs only with TEST_DATABASE_URL.
describe.skipIf(!TEST_DATABASES.includes('postgresql'))('pushes across two app instances on one PostgreSQL', () => {
  const db = useTestDatabase('postgresql');
  const second = useSecondInstance(db);
  const service = usePushService();
  const instances: TestMail[] = [];
  afterAll(async () => {
    for (const instance of instances) await instance.stop();
  });

  it('each order pushes once to each device, whichever instance runs the outbox', async () => {
    instances.push(await startTestMail(db()), await startTestMail(db(), { orm: second() }));
    const [first, other] = instances;
    if (!first || !other) throw new Error('two instances');
    const phones = [await ownerWithPhone(db(), first.outbox, service()), await ownerWithPhone(db(), first.outbox, service())];
    const { storage } = await temporaryStorage();
    const orders = [];
    for (let index = 0; index < 6; index++) {
      orders.push((await placeGuestOrder(() => db().em(), { storage, mail: (index % 2 ? other : first).outbox })).order.id);
    }
    const expected = phones.length * orders.length;
    await eventually(() => service().received.length >= expected, 20_000);
    // A poll of both workers past the last push: a second send would have come by now.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const seen = service().received.map((push) => {
      const phone = phones.find((candidate) => candidate.phone.path === push.path);
      return `${push.path} ${JSON.stringify(phone?.phone.open(push))}`;
    });
    expect(seen).toHaveLength(expected);
    expect(new Set(seen).size).toBe(expected);
  });
});
