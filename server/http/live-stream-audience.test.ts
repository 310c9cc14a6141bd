import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../shared/live-events.ts';
import type { Buyer } from '../buyer.ts';
import { publishLive } from '../modules/pieces/pieces.ts';
import { Product } from '../modules/pieces/entities.ts';
import { SESSION_COOKIE } from '../trpc/context.ts';
import { ofType } from '../test/event-stream-reader.ts';
import { createTestProduct } from '../test/fixtures.ts';
import { request } from '../test/listening-app.ts';
import { useLiveShop } from '../test/live-shop.ts';
import { createTestUser } from '../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../test/test-db.ts';

/**
 * What each viewer's stream is told: a piece's hold and release to everyone, as theirs only to its
 * holder; an order to admins and its status to its buyer; nothing of a write that does not commit.
 */
describe.each(TEST_DATABASES)('the live event stream: who is told what on %s', (kind) => {
  const db = useTestDatabase(kind);
  const { shop, stream, publish, sold, between, guestHeaders, cartCall } = useLiveShop(db);

  it('shows a guest’s hold to every stream, as theirs only on the holder’s, and its release as Available', async () => {
    const piece = await createTestProduct(db().em());
    const holder = guestHeaders();
    const { token: shopperToken } = await createTestUser(db().em());
    const { token: adminToken } = await createTestUser(db().em(), { role: 'admin' });
    const streams = {
      holder: (await stream(holder)).reader,
      otherGuest: (await stream(guestHeaders())).reader,
      anonymous: (await stream()).reader,
      shopper: (await stream({ authorization: `Bearer ${shopperToken}` })).reader,
      admin: (await stream({ cookie: `${SESSION_COOKIE}=${adminToken}` })).reader,
    };
    expect((await cartCall(holder, '/cart/add', { product_id: piece.id })).status).toBe(200);
    expect((await cartCall(holder, '/cart/hold')).status).toBe(200);

    for (const [who, reader] of Object.entries(streams)) {
      const { event } = await reader.next(ofType('piece', piece.id), 1_000);
      expect(event, who).toMatchObject({ status: 'OnHold', held_by_you: who === 'holder', listed: true, edited: false });
      expect(Date.parse((event as { hold_expires_at: string }).hold_expires_at)).toBeGreaterThan(Date.now() + 60_000);
      expect(JSON.stringify(event)).not.toContain(holder['X-Guest-ID']);
    }

    expect((await cartCall(holder, '/cart/release')).status).toBe(200);
    for (const reader of Object.values(streams)) {
      expect((await reader.next(ofType('piece', piece.id), 1_000)).event).toMatchObject({ status: 'Available', hold_expires_at: null, held_by_you: false });
    }
  });

  it('shows a signed-in buyer’s hold as theirs on their stream only, and releases it when the line leaves the cart', async () => {
    const piece = await createTestProduct(db().em());
    const { token } = await createTestUser(db().em());
    const buyer = { authorization: `Bearer ${token}` };
    const own = (await stream(buyer)).reader;
    const other = (await stream(guestHeaders())).reader;
    const added = await cartCall(buyer, '/cart/add', { product_id: piece.id });
    expect((await cartCall(buyer, '/cart/hold')).status).toBe(200);
    expect((await own.next(ofType('piece', piece.id))).event).toMatchObject({ status: 'OnHold', held_by_you: true });
    expect((await other.next(ofType('piece', piece.id))).event).toMatchObject({ status: 'OnHold', held_by_you: false });

    const line = (added.json as { data: { items: { id: number }[] } }).data.items[0];
    expect((await cartCall(buyer, '/cart/remove', { cart_item_id: line?.id })).status).toBe(200);
    expect((await own.next(ofType('piece', piece.id))).event).toMatchObject({ status: 'Available', held_by_you: false });
    expect((await other.next(ofType('piece', piece.id))).event).toMatchObject({ status: 'Available' });
  });

  it('tells the account’s streams a guest’s holds are theirs once the guest signs in', async () => {
    const piece = await createTestProduct(db().em());
    const guest = guestHeaders();
    const { user, token, password } = await createTestUser(db().em());
    const account = (await stream({ authorization: `Bearer ${token}` })).reader;
    const guestStream = (await stream(guest)).reader;
    expect((await cartCall(guest, '/cart/add', { product_id: piece.id })).status).toBe(200);
    expect((await cartCall(guest, '/cart/hold')).status).toBe(200);
    expect((await guestStream.next(ofType('piece', piece.id))).event).toMatchObject({ held_by_you: true });
    expect((await account.next(ofType('piece', piece.id))).event).toMatchObject({ held_by_you: false });

    const signIn = await request(shop.port, '/api/login', { from: '127.0.0.2', headers: guest, body: { email: user.email, password } });
    expect(signIn.status).toBe(200);
    expect((await account.next(ofType('piece', piece.id))).event).toMatchObject({ status: 'OnHold', held_by_you: true });
    expect((await guestStream.next(ofType('piece', piece.id))).event).toMatchObject({ status: 'OnHold', held_by_you: false });
  });

  it('shows the owner’s release of a hold, and a cleared cart, as Available on every stream', async () => {
    const [first, second] = [await createTestProduct(db().em()), await createTestProduct(db().em())];
    const { token: adminToken } = await createTestUser(db().em(), { role: 'admin' });
    const buyer = guestHeaders();
    const watcher = (await stream()).reader;
    for (const piece of [first, second]) expect((await cartCall(buyer, '/cart/add', { product_id: piece.id })).status).toBe(200);
    expect((await cartCall(buyer, '/cart/hold')).status).toBe(200);
    for (const piece of [first, second]) expect((await watcher.next(ofType('piece', piece.id))).event).toMatchObject({ status: 'OnHold' });

    const released = await request(shop.port, `/api/admin/holds/${first.id}`, { method: 'DELETE', from: '127.0.0.2', headers: { authorization: `Bearer ${adminToken}` } });
    expect(released.status).toBe(200);
    expect((await watcher.next(ofType('piece', first.id))).event).toMatchObject({ status: 'Available', hold_expires_at: null });
    expect((await cartCall(buyer, '/cart/clear')).status).toBe(200);
    expect((await watcher.next(ofType('piece', second.id))).event).toMatchObject({ status: 'Available', hold_expires_at: null });
  });

  it('publishes nothing for a write that does not commit, nor for a hold that is refused', async () => {
    const { reader } = await stream();
    const [free, taken] = [await createTestProduct(db().em()), await createTestProduct(db().em())];
    const buyer = guestHeaders();
    for (const piece of [free, taken]) expect((await cartCall(buyer, '/cart/add', { product_id: piece.id })).status).toBe(200);
    // Sold meanwhile: the cart's hold is refused, all or none, and its free piece is not held either.
    await db().em().nativeUpdate(Product, { id: taken.id }, { status: 'Sold' });
    expect((await cartCall(buyer, '/cart/hold')).status).toBe(409);
    await expect(
      db()
        .em()
        .transactional(async (tx) => {
          await publishLive(tx, [sold(taken.id)]);
          throw new Error('the write failed');
        }),
    ).rejects.toThrow();
    const marker = await createTestProduct(db().em());
    await publish([sold(marker.id)]);
    expect(await between(reader, marker.id)).toEqual([]);
  });

  it('names a Draft or Scheduled piece to the owner’s stream only, so a script listening learns no hidden id', async () => {
    const { token: adminToken } = await createTestUser(db().em(), { role: 'admin' });
    const streams = {
      admin: (await stream({ authorization: `Bearer ${adminToken}` })).reader,
      guest: (await stream(guestHeaders())).reader,
      anonymous: (await stream()).reader,
    };
    const draft = await createTestProduct(db().em(), { dropAt: null });
    const scheduled = await createTestProduct(db().em(), { dropAt: new Date(Date.now() + 60 * 60 * 1000) });
    const hidden = (id: number, dropAt: Date | null) =>
      ({ type: 'piece', id, status: 'Available', holder: null, holdExpiresAt: null, dropAt: dropAt?.toISOString() ?? null, listed: true, edited: true }) as const;
    await publish([hidden(draft.id, null), hidden(scheduled.id, scheduled.dropAt ?? null)]);
    const marker = await createTestProduct(db().em());
    await publish([sold(marker.id)]);

    const gone = { type: 'piece', status: 'Available', hold_expires_at: null, held_by_you: false, listed: false, edited: false };
    expect(await between(streams.admin, marker.id)).toEqual([{ ...gone, id: draft.id }, { ...gone, id: scheduled.id }]);
    expect(await between(streams.guest, marker.id)).toEqual([]);
    expect(await between(streams.anonymous, marker.id)).toEqual([]);
  });

  it('tells admins of every order, each buyer of their own, and other shoppers nothing', async () => {
    const { user: buyerUser, token: buyerToken } = await createTestUser(db().em());
    const { token: otherToken } = await createTestUser(db().em());
    const { token: adminToken } = await createTestUser(db().em(), { role: 'admin' });
    const guest = guestHeaders();
    const streams = {
      admin: (await stream({ authorization: `Bearer ${adminToken}` })).reader,
      buyer: (await stream({ authorization: `Bearer ${buyerToken}` })).reader,
      guestBuyer: (await stream(guest)).reader,
      otherShopper: (await stream({ authorization: `Bearer ${otherToken}` })).reader,
      otherGuest: (await stream(guestHeaders())).reader,
      anonymous: (await stream()).reader,
    };
    const userOrder: Buyer = { kind: 'user', id: String(buyerUser.id) };
    const guestOrder: Buyer = { kind: 'guest', id: guest['X-Guest-ID'] };
    await publish([{ type: 'order', id: 901, status: 'pending', placed: true, buyer: userOrder }]);
    await publish([
      { type: 'order', id: 902, status: 'pending', placed: true, buyer: guestOrder },
      { type: 'order', id: 901, status: 'approved', placed: false, buyer: userOrder },
    ]);
    const marker = await createTestProduct(db().em());
    await publish([sold(marker.id)]);

    const told: Record<string, LiveEvent[]> = {};
    for (const [who, reader] of Object.entries(streams)) told[who] = await between(reader, marker.id);
    expect(told).toEqual({
      admin: [
        { type: 'order', id: 901, status: 'pending', placed: true },
        { type: 'order', id: 902, status: 'pending', placed: true },
        { type: 'order', id: 901, status: 'approved', placed: false },
      ],
      buyer: [
        { type: 'my-order', id: 901, status: 'pending' },
        { type: 'my-order', id: 901, status: 'approved' },
      ],
      guestBuyer: [{ type: 'my-order', id: 902, status: 'pending' }],
      otherShopper: [],
      otherGuest: [],
      anonymous: [],
    });
  });
});
