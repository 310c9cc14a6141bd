import { describe, expect, it } from 'vitest';
import { CART_MESSAGES } from '../../../shared/cart-messages.ts';
import { MANUAL_STATE_MESSAGES } from '../../../shared/schemas/admin-catalog.ts';
import { adminCallerFor, adminRestClient, createTestOrder } from '../../test/admin-fixtures.ts';
import { createTestProduct, LIVE_SINCE_EVER } from '../../test/fixtures.ts';
import { useLiveChanges, withoutEventIds } from '../../test/live-changes.ts';
import { openShop, perform, placeCartOrder } from '../../test/one-piece-shop.ts';
import { callerFor } from '../../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../../test/test-db.ts';
import { failure, fieldErrorsOf } from '../../test/trpc-failure.ts';
import { ProductEvent } from './product-event.entity.ts';
import { Product } from '../pieces/entities.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const inAnHour = () => new Date(Date.now() + HOUR);

describe.each(TEST_DATABASES)('the owner’s manual states through tRPC on %s', (kind) => {
  const db = useTestDatabase(kind);
  const live = useLiveChanges(db);

  const admin = async () => {
    const { caller, user } = await adminCallerFor(db().em());
    return { products: caller.admin.products, user };
  };
  const stored = (id: number) => db().em().findOneOrFail(Product, { id });
  const eventsOf = (id: number) => db().em().find(ProductEvent, { product: id }, { orderBy: { id: 'asc' } });

  it('marks a piece sold elsewhere: Sold with no order, its hold and reservation ended, recorded and published', async () => {
    const held = await createTestProduct(db().em(), { holdBuyerKind: 'guest', holdBuyerId: 'guest-holding-0000000', holdExpiresAt: inAnHour() });
    const { products, user } = await admin();

    const answer = await products.markSold({ id: held.id });

    expect(answer).toMatchObject({ id: held.id, status: 'Sold', onhold_by_type: null, reserved_for: null });
    expect(Date.parse(answer.marked_sold_at ?? '')).toBeGreaterThan(Date.now() - HOUR);
    expect(await stored(held.id)).toMatchObject({ status: 'Sold', holdBuyerId: null, holdExpiresAt: null });
    expect((await eventsOf(held.id)).map((event) => ({ kind: event.kind, actor: event.actorEmail }))).toEqual([{ kind: 'marked-sold', actor: user.email }]);
    expect(withoutEventIds(await live().take())).toEqual([
      { type: 'piece', id: held.id, status: 'Sold', holder: null, holdExpiresAt: null, dropAt: LIVE_SINCE_EVER.toISOString(), listed: true, edited: false },
    ]);
  });

  it('refuses to mark sold a piece an order holds, naming the order, and changes nothing', async () => {
    const pending = await createTestProduct(db().em(), { status: 'Pending' });
    const order = await createTestOrder(db().em(), { products: [pending], status: 'pending' });
    const delivered = await createTestProduct(db().em(), { status: 'Sold' });
    const deliveredOrder = await createTestOrder(db().em(), { products: [delivered], status: 'delivered' });
    const { products } = await admin();

    const refusal = await failure(products.markSold({ id: pending.id }));
    expect(refusal.code).toBe('CONFLICT');
    expect(refusal.message).toBe(`This piece is in order #${order.id} (Pending), so it cannot be marked sold. Cancel that order first.`);
    expect((await failure(products.markSold({ id: delivered.id }))).message).toContain(`order #${deliveredOrder.id} (Delivered)`);

    expect(await stored(pending.id)).toMatchObject({ status: 'Pending', markedSoldAt: null });
    expect(await eventsOf(pending.id)).toEqual([]);
    expect(await live().take()).toEqual([]);
  });

  it('undoes a sold mark, and only a sold mark: a piece sold through an order stays Sold', async () => {
    const piece = await createTestProduct(db().em());
    const soldByOrder = await createTestProduct(db().em(), { status: 'Sold' });
    await createTestOrder(db().em(), { products: [soldByOrder], status: 'approved' });
    const { products } = await admin();
    await products.markSold({ id: piece.id });

    expect(await products.unmarkSold({ id: piece.id })).toMatchObject({ status: 'Available', marked_sold_at: null });
    expect((await failure(products.unmarkSold({ id: piece.id }))).code).toBe('CONFLICT');
    expect((await failure(products.unmarkSold({ id: soldByOrder.id }))).code).toBe('CONFLICT');
    expect(await stored(soldByOrder.id)).toMatchObject({ status: 'Sold' });
    expect((await eventsOf(piece.id)).map((event) => event.kind)).toEqual(['marked-sold', 'unmarked-sold']);
  });

  it('refuses an order status change or a restock that would take back a marked-sold piece', async () => {
    const piece = await createTestProduct(db().em());
    const cancelled = await createTestOrder(db().em(), { products: [piece], status: 'cancelled' });
    const { caller } = await adminCallerFor(db().em());
    await caller.admin.products.markSold({ id: piece.id });

    for (const status of ['pending', 'approved'] as const) {
      const refusal = await failure(caller.admin.orders.updateStatus({ id: cancelled.id, status }));
      expect(refusal.code).toBe('CONFLICT');
      expect(refusal.message).toMatch(new RegExp(`^${piece.name} was marked sold on [A-Z][a-z]{2} \\d{1,2}, \\d{4}, \\d{1,2}:\\d{2}:\\d{2} [AP]M PHT, so this order cannot be set to ${status}\\. Undo that first\\.$`));
    }
    expect((await failure(caller.admin.products.restock({ id: piece.id }))).message).toContain('Undo that first.');
    expect(await stored(piece.id)).toMatchObject({ status: 'Sold' });

    await caller.admin.products.unmarkSold({ id: piece.id });
    await caller.admin.orders.updateStatus({ id: cancelled.id, status: 'approved' });
    expect(await stored(piece.id)).toMatchObject({ status: 'Sold', markedSoldAt: null });
  });

  it('reserves a piece for a handle until a time: ON HOLD to shoppers naming no one, its hold ended, recorded', async () => {
    const piece = await createTestProduct(db().em(), { holdBuyerKind: 'guest', holdBuyerId: 'guest-holding-0000000', holdExpiresAt: inAnHour() });
    const until = new Date(Date.now() + 2 * DAY);
    const { products, user } = await admin();

    const answer = await products.reserve({ id: piece.id, reserved_for: '  @maria  ', reserved_until: until.toISOString() });

    expect(answer).toMatchObject({ status: 'OnHold', reserved_for: '@maria', reserved_until: until.toISOString(), hold_expires_at: until.toISOString() });
    expect(await stored(piece.id)).toMatchObject({ holdBuyerId: null, reservedFor: '@maria' });
    const shown = await callerFor(db().em(), { guestIdHeader: 'guest-holding-0000000' }).catalog.byId({ id: piece.id });
    expect(shown).toMatchObject({ status: 'OnHold', onhold_by_type: null, onhold_by_id: null, hold_expires_at: until.toISOString(), available_to_you: false });
    expect(shown).not.toHaveProperty('reserved_for');
    const [event] = await eventsOf(piece.id);
    expect(event).toMatchObject({ kind: 'reserved', actorEmail: user.email, detail: { for: '@maria', until: until.toISOString() } });
    const published = await live().take();
    expect(withoutEventIds(published)).toEqual([
      { type: 'piece', id: piece.id, status: 'Available', holder: null, holdExpiresAt: null, reservedUntil: until.toISOString(), dropAt: LIVE_SINCE_EVER.toISOString(), listed: true, edited: false },
    ]);
    expect(JSON.stringify(published)).not.toContain('maria');
  });

  it('refuses a reservation of a Pending or Sold piece, and one that ends in the past, too late or for nobody', async () => {
    const pending = await createTestProduct(db().em(), { status: 'Pending' });
    const sold = await createTestProduct(db().em(), { status: 'Sold', markedSoldAt: new Date() });
    const piece = await createTestProduct(db().em());
    const { products } = await admin();
    const reserve = (id: number, reserved_for: string, until: Date) => products.reserve({ id, reserved_for, reserved_until: until.toISOString() });

    expect((await failure(reserve(pending.id, '@maria', inAnHour()))).message).toBe(`${pending.name} is Pending, so it cannot be reserved.`);
    expect((await failure(reserve(sold.id, '@maria', inAnHour()))).code).toBe('CONFLICT');
    expect(fieldErrorsOf(await failure(reserve(piece.id, '@maria', new Date(Date.now() - 1000))))).toEqual({ reserved_until: [MANUAL_STATE_MESSAGES.reservedUntilPast] });
    expect(fieldErrorsOf(await failure(reserve(piece.id, '@maria', new Date(Date.now() + 31 * DAY))))).toEqual({ reserved_until: [MANUAL_STATE_MESSAGES.reservedUntilTooFar] });
    expect(fieldErrorsOf(await failure(reserve(piece.id, '   ', inAnHour())))).toEqual({ reserved_for: [MANUAL_STATE_MESSAGES.reservedForRequired] });
    expect(fieldErrorsOf(await failure(reserve(piece.id, 'm'.repeat(101), inAnHour())))).toEqual({ reserved_for: [MANUAL_STATE_MESSAGES.reservedForTooLong] });
    expect(fieldErrorsOf(await failure(products.reserve({ id: piece.id, reserved_for: '@maria', reserved_until: 'tomorrow' })))).toEqual({
      reserved_until: [MANUAL_STATE_MESSAGES.reservedUntilInvalid],
    });
    expect(await eventsOf(piece.id)).toEqual([]);
  });

  it('ends a reservation: the piece is free at once; ending none is refused', async () => {
    const piece = await createTestProduct(db().em());
    const { products } = await admin();
    await products.reserve({ id: piece.id, reserved_for: 'Maria Clara', reserved_until: inAnHour().toISOString() });

    expect(await products.endReservation({ id: piece.id })).toMatchObject({ status: 'Available', reserved_for: null, reserved_until: null });
    expect((await failure(products.endReservation({ id: piece.id }))).code).toBe('CONFLICT');
    const events = await products.events({ id: piece.id });
    expect(events.events.map((event) => [event.kind, event.detail.for])).toEqual([['reservation-ended', 'Maria Clara'], ['reserved', 'Maria Clara']]);
  });

  it('keeps a reserved piece from every buyer’s cart, hold and order until reserved_until, then lets them', async () => {
    const em = db().em();
    const shop = await openShop(em, 1, 2);
    const [id] = shop.productIds;
    const now = new Date();
    // Buyer 1 put it in their cart before the owner reserved it; buyer 0 comes after.
    expect(await perform(em, shop, { kind: 'hold', buyer: 1, pieces: [0] }, now)).toEqual({ ok: true });
    const until = new Date(now.getTime() + HOUR);
    const { products } = await admin();
    await products.reserve({ id: id ?? 0, reserved_for: '@maria', reserved_until: until.toISOString() });

    for (const at of [now, new Date(until.getTime() - 1)]) {
      expect(await perform(em, shop, { kind: 'hold', buyer: 0, pieces: [0] }, at), `cart at ${at.toISOString()}`).toMatchObject({ ok: false });
      expect(await perform(em, shop, { kind: 'place', buyer: 0, pieces: [0] }, at)).toMatchObject({ ok: false });
      expect(await perform(em, shop, { kind: 'release', piece: 0 }, at)).toMatchObject({ ok: false });
      // Buyer 1's cart still has it: placement itself refuses it.
      await expect(placeCartOrder(em, shop, 1, [0], at)).rejects.toThrow(CART_MESSAGES.unavailable);
    }
    const holder = callerFor(em, { guestIdHeader: shop.guestIds[1] ?? '' });
    expect((await failure(holder.cart.hold())).code).toBe('CONFLICT');

    // At reserved_until the reservation is over, as a hold is at its expiry.
    const after = until;
    expect(await perform(em, shop, { kind: 'hold', buyer: 0, pieces: [0] }, after)).toEqual({ ok: true });
    expect(await perform(em, shop, { kind: 'place', buyer: 0, pieces: [0] }, after)).toMatchObject({ ok: true });
  });
});

describe.each(TEST_DATABASES)('the owner’s manual states through REST on %s', (kind) => {
  const db = useTestDatabase(kind);

  it('marks sold, undoes it, reserves and ends it, each with its envelope, and lists the record', async () => {
    const { send, user } = await adminRestClient(db());
    const piece = await createTestProduct(db().em());
    const until = new Date(Date.now() + DAY).toISOString();

    const marked = await send('POST', `/products/${piece.id}/mark-sold`);
    expect(marked.status).toBe(200);
    expect(await marked.json()).toMatchObject({ success: true, message: MANUAL_STATE_MESSAGES.markedSold, data: { status: 'Sold' } });
    const again = await send('POST', `/products/${piece.id}/mark-sold`);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: `${piece.name} is already marked sold.` });
    expect((await send('POST', `/products/${piece.id}/reservation`, { reserved_for: '@maria', reserved_until: until })).status).toBe(409);
    expect(await (await send('DELETE', `/products/${piece.id}/mark-sold`)).json()).toMatchObject({ data: { status: 'Available', marked_sold_at: null } });

    const badInput = await send('POST', `/products/${piece.id}/reservation`, { reserved_for: '', reserved_until: 'soon' });
    expect(badInput.status).toBe(422);
    expect(await badInput.json()).toMatchObject({ errors: { reserved_for: [MANUAL_STATE_MESSAGES.reservedForRequired], reserved_until: [MANUAL_STATE_MESSAGES.reservedUntilInvalid] } });
    const reserved = await send('POST', `/products/${piece.id}/reservation`, { reserved_for: '@maria', reserved_until: until });
    expect(await reserved.json()).toMatchObject({ message: MANUAL_STATE_MESSAGES.reserved, data: { status: 'OnHold', reserved_for: '@maria', reserved_until: until } });
    expect(await (await send('DELETE', `/products/${piece.id}/reservation`)).json()).toMatchObject({ message: MANUAL_STATE_MESSAGES.reservationEnded, data: { status: 'Available' } });
    expect((await send('DELETE', `/products/${piece.id}/reservation`)).status).toBe(409);

    const record = (await (await send('GET', `/admin/products/${piece.id}/events`)).json()) as { data: { events: { kind: string; actor_email: string }[] } };
    expect(record.data.events.map((event) => event.kind)).toEqual(['reservation-ended', 'reserved', 'unmarked-sold', 'marked-sold']);
    expect(record.data.events.every((event) => event.actor_email === user.email)).toBe(true);
  });
});
