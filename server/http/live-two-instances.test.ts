import { nanoid } from 'nanoid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Em } from '../db/orm.ts';
import { publishLive, type LiveChange } from '../modules/pieces/pieces.ts';
import { openEventStream, ofType, type EventStreamReader } from '../test/event-stream-reader.ts';
import { NO_MAIL } from '../modules/mail/mail-kind.ts';
import { adminCallerFor } from '../test/admin-fixtures.ts';
import { createTestProduct, LIVE_SINCE_EVER } from '../test/fixtures.ts';
import { placeGuestOrder } from '../test/guest-order.ts';
import { listen, request, type ListeningApp } from '../test/listening-app.ts';
import { createTestApp, createTestUser } from '../test/test-app.ts';
import { useSecondLiveInstance, useTestDatabase } from '../test/test-db.ts';

const sold = (id: number): LiveChange => ({ type: 'piece', id, status: 'Sold', holder: null, holdExpiresAt: null, dropAt: LIVE_SINCE_EVER.toISOString(), listed: true, edited: false });

/**
 * Two app instances on one PostgreSQL, each with its own listening connection (as two processes behind
 * a load balancer): what is written through one reaches streams on the other, in the same order.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('live events across two instances on one PostgreSQL', () => {
  const db = useTestDatabase('postgresql');
  const second = useSecondLiveInstance(db);
  const shops: ListeningApp[] = [];
  const opened: EventStreamReader[] = [];

  beforeAll(async () => {
    shops.push(await listen((await createTestApp(db())).app));
    shops.push(await listen((await createTestApp(second())).app));
  });
  afterAll(async () => {
    for (const reader of opened) reader.close();
    for (const shop of shops) await shop.close();
  });

  const instance = (index: 0 | 1) => shops[index] as ListeningApp;
  async function stream(on: 0 | 1, headers: Record<string, string> = {}) {
    const reader = await openEventStream(instance(on).port, { headers });
    opened.push(reader);
    await reader.next(ofType('ready'));
    return reader;
  }
  const publishThrough = (em: Em, changes: LiveChange[]) => em.transactional((tx) => publishLive(tx, changes));

  it('brings a hold taken through instance A to a stream on instance B within a second', async () => {
    const piece = await createTestProduct(db().em());
    const onB = await stream(1);
    const guest = { 'X-Guest-ID': nanoid() };
    const call = (path: string, body?: unknown) => request(instance(0).port, `/api/guest/cart${path}`, { from: '127.0.0.2', headers: guest, body });
    expect((await call('/add', { product_id: piece.id })).status).toBe(200);
    const asked = Date.now();
    expect((await call('/hold')).status).toBe(200);
    const { event } = await onB.next(ofType('piece', piece.id), 1_000);
    expect(Date.now() - asked).toBeLessThan(1_000);
    expect(event).toMatchObject({ status: 'OnHold', held_by_you: false });
  });

  it('brings an order to an admin’s stream on the other instance, and not to a shopper’s', async () => {
    const { token: adminToken } = await createTestUser(db().em(), { role: 'admin' });
    const { token: shopperToken } = await createTestUser(db().em());
    const admin = await stream(1, { authorization: `Bearer ${adminToken}` });
    const shopper = await stream(1, { authorization: `Bearer ${shopperToken}` });
    const marker = await createTestProduct(db().em());
    await publishThrough(db().em(), [{ type: 'order', id: 77, status: 'pending', placed: true, buyer: { kind: 'guest', id: nanoid() } }, sold(marker.id)]);
    expect((await admin.next(ofType('order', 77))).event).toEqual({ type: 'order', id: 77, status: 'pending', placed: true });
    await shopper.next(ofType('piece', marker.id));
    expect(shopper.events.some(({ event }) => event.type === 'order' || event.type === 'my-order')).toBe(false);
  });

  it('tells admins on the other instance of an order placed, and its buyer alone of the status the owner sets', async () => {
    const { caller: owner, storage } = await adminCallerFor(db().em());
    const { token: adminToken } = await createTestUser(db().em(), { role: 'admin' });
    const admin = await stream(1, { authorization: `Bearer ${adminToken}` });
    const otherGuest = await stream(1, { 'X-Guest-ID': nanoid() });
    const { order, products, guestId } = await placeGuestOrder(() => db().em(), { storage, mail: NO_MAIL });
    expect((await admin.next(ofType('order', order.id))).event).toEqual({ type: 'order', id: order.id, status: 'pending', placed: true });

    const buyer = await stream(1, { 'X-Guest-ID': guestId });
    await owner.admin.orders.updateStatus({ id: order.id, status: 'approved' });
    expect((await buyer.next(ofType('my-order', order.id))).event).toEqual({ type: 'my-order', id: order.id, status: 'approved' });
    // The piece turning Sold reaches everyone, after which no order of anyone else's may have reached this guest.
    const [piece] = products;
    await otherGuest.next(ofType('piece', piece?.id));
    expect(otherGuest.events.filter(({ event }) => event.type === 'order' || event.type === 'my-order')).toEqual([]);
  });

  it('gives streams on both instances the same events in the same order, whichever instance wrote them', async () => {
    const onA = await stream(0);
    const onB = await stream(1);
    const pieces = await Promise.all(Array.from({ length: 20 }, () => createTestProduct(db().em())));
    // Written at once through both instances' pools: commit order decides, and both listeners hear it.
    await Promise.all(pieces.map((piece, index) => publishThrough(index % 2 === 0 ? db().em() : second().em(), [sold(piece.id)])));
    const received = async (reader: EventStreamReader) => {
      const ofPieces = () => reader.events.filter(({ event }) => event.type === 'piece' && pieces.some((piece) => piece.id === event.id));
      for (let waited = 0; ofPieces().length < pieces.length && waited < 3_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
      return ofPieces().map(({ id }) => id);
    };
    const [onAIds, onBIds] = [await received(onA), await received(onB)];
    expect(onAIds).toHaveLength(pieces.length);
    expect(onAIds).toEqual(onBIds);
  });

  it('tells streams to refetch when the listening connection was cut, and no resume crosses the gap', async () => {
    const onB = await stream(1);
    const before = await createTestProduct(db().em());
    await publishThrough(db().em(), [sold(before.id)]);
    await onB.next(ofType('piece', before.id));
    const lastEventId = onB.lastEventId() ?? '';

    await db().em().execute("select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'ukay-live' and datname = current_database()");
    await onB.next(ofType('reset'), 5_000);

    const after = await createTestProduct(db().em());
    await publishThrough(db().em(), [sold(after.id)]);
    await onB.next(ofType('piece', after.id));
    const resumed = await openEventStream(instance(1).port, { headers: { 'Last-Event-ID': lastEventId } });
    opened.push(resumed);
    expect((await resumed.next(ofType('ready'))).event).toMatchObject({ resumed: false });
  });
});
