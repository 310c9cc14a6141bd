import { nanoid } from 'nanoid';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { type LiveHoldsOutput } from '../../shared/schemas/cart.ts';
import { CART_MESSAGES, HOLD_LIMIT_MESSAGES } from '../../shared/cart-messages.ts';
import { QUEUE_MESSAGES } from '../../shared/queue-messages.ts';
import type { Buyer } from '../buyer.ts';
import { holdCart } from '../modules/pieces/pieces.ts';
import { Product, QueueEntry } from '../modules/pieces/entities.ts';
import { createTestProduct } from '../test/fixtures.ts';
import { request } from '../test/listening-app.ts';
import { useListeningShops } from '../test/listening-shops.ts';
import { callerFor, createTestUser } from '../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../test/test-db.ts';
import { withSetting } from '../test/with-setting.ts';
import { failure } from '../test/trpc-failure.ts';

const MINUTE = 60_000;

/**
 * Hoarding a drop (design.md §8 "Hold limits"), tried as a hostile visitor would: through a real listening app, so the
 * address that counts is the connection's own (TRUST_PROXY is off); the client side binds to other
 * loopback addresses (127.0.0.2, 127.0.0.3…) to play other networks.
 */
describe.each(TEST_DATABASES)('hoarding a drop on %s', (kind) => {
  const db = useTestDatabase(kind);
  const shop = useListeningShops(db, { TRUST_PROXY: 'false' });

  /** A guest with an id of its own, calling from `from` (through instance `instance`). */
  function guest(from: string, instance = 0) {
    const headers = { 'X-Guest-ID': nanoid() };
    const call = (path: string, body?: unknown) => request(shop(instance).port, `/api/guest/cart${path}`, { from, headers, body });
    return {
      id: headers['X-Guest-ID'],
      add: async (pieces: Product[]) => {
        for (const piece of pieces) expect((await call('/add', { product_id: piece.id })).status).toBe(200);
      },
      hold: () => call('/hold'),
      remove: (cartItemId: number) => call('/remove', { cart_item_id: cartItemId }),
      cart: async () => (await request(shop(instance).port, '/api/guest/cart', { method: 'GET', from, headers })).json as { data: { items: { id: number }[] } },
    };
  }

  async function pieces(count: number): Promise<Product[]> {
    const created: Product[] = [];
    for (let index = 0; index < count; index++) created.push(await createTestProduct(db().em()));
    return created;
  }

  async function heldBy(guestId: string): Promise<number> {
    return db().em().count(Product, { holdBuyerId: guestId, holdExpiresAt: { $gt: new Date() } });
  }

  it('one guest cannot hold more than max_pieces_per_buyer (10), all or none, and is told which limit it hit', async () => {
    const drop = await pieces(11);
    const hoarder = guest('127.0.0.2');
    await hoarder.add(drop);
    const refused = await hoarder.hold();
    expect(refused).toEqual({ status: 409, json: { message: HOLD_LIMIT_MESSAGES.perBuyer(10) } });
    expect(refused.json).toEqual({ message: 'You can hold at most 10 pieces at once. Remove some from your cart to continue.' });
    expect(await heldBy(hoarder.id)).toBe(0);

    // As the message says: with one line fewer, the ten are held.
    const [line] = (await hoarder.cart()).data.items;
    expect((await hoarder.remove(line?.id ?? 0)).status).toBe(200);
    expect((await hoarder.hold()).status).toBe(200);
    expect(await heldBy(hoarder.id)).toBe(10);
  });

  it('follows the setting as the owner changes it', async () => {
    const drop = await pieces(3);
    const shopper = guest('127.0.0.2');
    await shopper.add(drop);
    await withSetting(db().em, 'max_pieces_per_buyer', '2', async () => {
      expect((await shopper.hold()).json).toEqual({ message: 'You can hold at most 2 pieces at once. Remove some from your cart to continue.' });
    });
    expect((await shopper.hold()).status).toBe(200);
  });

  it('fresh guest ids from one address cannot hold more than 20 pieces together; another address is unaffected', async () => {
    const drop = await pieces(22);
    const [first, second, third] = [guest('127.0.0.3'), guest('127.0.0.3'), guest('127.0.0.3')];
    await first.add(drop.slice(0, 10));
    await second.add(drop.slice(10, 20));
    await third.add(drop.slice(20, 21));
    expect((await first.hold()).status).toBe(200);
    expect((await second.hold()).status).toBe(200);
    expect(await third.hold()).toEqual({ status: 409, json: { message: HOLD_LIMIT_MESSAGES.perAddress(20), action: 'sign-in' } });
    expect(await heldBy(third.id)).toBe(0);

    const elsewhere = guest('127.0.0.4');
    await elsewhere.add(drop.slice(21));
    expect((await elsewhere.hold()).status).toBe(200);

    // A guest that lets go of a piece makes room for another guest of its address at once.
    const [line] = (await first.cart()).data.items;
    expect((await first.remove(line?.id ?? 0)).status).toBe(200);
    expect((await third.hold()).status).toBe(200);
  });

  it('counts guests only: a signed-in user at a crowded address is limited by their own account', async () => {
    const drop = await pieces(21);
    const [first, second] = [guest('127.0.0.5'), guest('127.0.0.5')];
    await first.add(drop.slice(0, 10));
    await second.add(drop.slice(10, 20));
    expect((await first.hold()).status).toBe(200);
    expect((await second.hold()).status).toBe(200);
    const { token } = await createTestUser(db().em());
    const headers = { authorization: `Bearer ${token}` };
    expect((await request(shop().port, '/api/cart/add', { from: '127.0.0.5', headers, body: { product_id: drop[20]?.id } })).status).toBe(200);
    expect((await request(shop().port, '/api/cart/hold', { from: '127.0.0.5', headers })).status).toBe(200);
  });

  it('lets holds racing from one address, across app instances, past the address limit not by one piece', async () => {
    const drop = await pieces(26);
    const racers = drop.map((_, index) => guest('127.0.0.6', index));
    for (const [index, racer] of racers.entries()) await racer.add(drop.slice(index, index + 1));
    const answers = await Promise.all(racers.map((racer) => racer.hold()));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(20);
    expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.json)).toEqual(
      Array.from({ length: 6 }, () => ({ message: HOLD_LIMIT_MESSAGES.perAddress(20), action: 'sign-in' })),
    );
    expect(await db().em().count(Product, { holdAddress: '127.0.0.6', holdExpiresAt: { $gt: new Date() } })).toBe(20);
  });

  it('fresh guest ids from one address, racing across app instances, take at most 20 places in queues; another address still joins', async () => {
    const [piece] = await pieces(1);
    const holder = guest('127.0.0.11');
    await holder.add([piece].filter((item): item is Product => item !== undefined));
    expect((await holder.hold()).status).toBe(200);
    const join = (from: string, instance: number) =>
      request(shop(instance).port, `/api/products/${piece?.id}/queue`, { from, headers: { 'X-Guest-ID': nanoid() }, body: { email: `${nanoid(8)}@example.com` } });

    const answers = await Promise.all(Array.from({ length: 26 }, (_, index) => join('127.0.0.12', index)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(20);
    expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.json)).toEqual(
      Array.from({ length: 6 }, () => ({ message: QUEUE_MESSAGES.perAddress(20), action: 'sign-in' })),
    );
    expect(await db().em().count(QueueEntry, { product: piece?.id, address: '127.0.0.12' })).toBe(20);

    const elsewhere = await join('127.0.0.13', 0);
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.json).toMatchObject({ data: { place: 21, length: 21 } });
  });

  it('signing in cannot carry a guest’s holds past the account’s cap', async () => {
    const drop = await pieces(15);
    const { user, password } = await createTestUser(db().em());
    const member = callerFor(db().em(), { user });
    for (const piece of drop.slice(0, 5)) await member.cart.add({ product_id: piece.id });
    await member.cart.hold();
    const hoarder = guest('127.0.0.8');
    await hoarder.add(drop.slice(5));
    expect((await hoarder.hold()).status).toBe(200);

    await callerFor(db().em(), { guestIdHeader: hoarder.id }).users.login({ email: user.email, password });
    const userHolds = await db().em().count(Product, { holdBuyerKind: 'user', holdBuyerId: String(user.id), holdExpiresAt: { $gt: new Date() } });
    expect(userHolds).toBe(5);
    expect(await heldBy(hoarder.id)).toBe(0);
    expect((await failure(member.cart.hold())).message).toBe(HOLD_LIMIT_MESSAGES.perBuyer(10));
  });

  it('a hold renewed by its buyer never runs past twice product_hold_duration from its start; once lapsed it starts anew', async () => {
    const [piece] = await pieces(1);
    const buyer: Buyer = { kind: 'guest', id: nanoid() };
    await callerFor(db().em(), { guestIdHeader: buyer.id }).cart.add({ product_id: piece?.id ?? 0 });
    const start = new Date('2030-01-01T00:00:00Z');
    const at = (minutes: number) => new Date(start.getTime() + minutes * MINUTE);
    const holdAt = (minutes: number) => holdCart(db().em(), buyer, { address: null }, at(minutes));
    const expiry = async () => (await db().em().findOneOrFail(Product, { id: piece?.id ?? 0 })).holdExpiresAt;

    expect(await holdAt(0)).toMatchObject({ hold_duration: 30, hold_expiry_time_in_seconds: 30 * 60 });
    expect(await holdAt(25)).toMatchObject({ hold_expiry_time_in_seconds: 30 * 60 });
    expect(await expiry()).toEqual(at(55));
    // Renewed at 50 minutes, it ends at 60 (twice 30 from its start), not at 80.
    expect(await holdAt(50)).toMatchObject({ hold_expiry_time_in_seconds: 10 * 60 });
    expect(await expiry()).toEqual(at(60));
    expect(await holdAt(59)).toMatchObject({ hold_expiry_time_in_seconds: 60 });
    expect(await expiry()).toEqual(at(60));
    // Lapsed: the piece was Available for everyone; taken again, the hold starts anew.
    expect(await holdAt(61)).toMatchObject({ hold_expiry_time_in_seconds: 30 * 60 });
    expect(await expiry()).toEqual(at(91));
  });

  it('a hold let go of and taken again by its buyer keeps its start: releasing never renews it past twice product_hold_duration', async () => {
    const [piece] = await pieces(1);
    const buyer: Buyer = { kind: 'guest', id: nanoid() };
    const caller = callerFor(db().em(), { guestIdHeader: buyer.id });
    await caller.cart.add({ product_id: piece?.id ?? 0 });
    const start = new Date(Date.now() - 50 * MINUTE);
    const at = (minutes: number) => new Date(start.getTime() + minutes * MINUTE);
    const expiry = async () => (await db().em().findOneOrFail(Product, { id: piece?.id ?? 0 }, { refresh: true })).holdExpiresAt;
    await holdCart(db().em(), buyer, { address: null }, at(0));
    await holdCart(db().em(), buyer, { address: null }, at(25));
    // Fifty minutes in (now), the buyer gives the reservation up, and holds again a minute later: the hold ends at 60, not at 81.
    await caller.cart.release();
    expect(await holdCart(db().em(), buyer, { address: null }, at(51))).toMatchObject({ hold_expiry_time_in_seconds: 9 * 60 });
    expect(await expiry()).toEqual(at(60));
    // Taking the piece out of the cart and back in is a release too.
    const [line] = (await caller.cart.get()).items;
    await caller.cart.remove({ cart_item_id: line?.id ?? 0 });
    await caller.cart.add({ product_id: piece?.id ?? 0 });
    expect(await holdCart(db().em(), buyer, { address: null }, at(52))).toMatchObject({ hold_expiry_time_in_seconds: 8 * 60 });
  });

  it('a shorter hold duration set meanwhile never shortens a live hold', async () => {
    const [piece] = await pieces(1);
    const buyer: Buyer = { kind: 'guest', id: nanoid() };
    await callerFor(db().em(), { guestIdHeader: buyer.id }).cart.add({ product_id: piece?.id ?? 0 });
    const start = new Date('2030-02-01T00:00:00Z');
    const at = (minutes: number) => new Date(start.getTime() + minutes * MINUTE);
    const origin = { address: null };
    await holdCart(db().em(), buyer, origin, at(0));
    await holdCart(db().em(), buyer, origin, at(25));
    await withSetting(db().em, 'product_hold_duration', '10', async () => {
      expect(await holdCart(db().em(), buyer, origin, at(30))).toMatchObject({ hold_duration: 10, hold_expiry_time_in_seconds: 25 * 60 });
    });
  });

  it('the owner sees every live hold (piece, buyer, address, until when) and releases one: the piece is Available at once', async () => {
    const [piece, other] = await pieces(2);
    const shopper = guest('127.0.0.9');
    await shopper.add([piece, other].filter((item): item is Product => item !== undefined));
    expect((await shopper.hold()).status).toBe(200);
    const { token } = await createTestUser(db().em(), { role: 'admin' });
    const admin = { from: '127.0.0.1', headers: { authorization: `Bearer ${token}` } };

    const listed = await request(shop().port, '/api/admin/holds', { ...admin, method: 'GET' });
    expect(listed.status).toBe(200);
    const { holds } = (listed.json as { data: LiveHoldsOutput }).data;
    const hold = holds.find((row) => row.product.id === piece?.id);
    expect(hold).toMatchObject({
      product: { id: piece?.id, name: piece?.name },
      buyer: { kind: 'guest', name: `Guest ${shopper.id.slice(0, 6)}…`, email: null },
      address: '127.0.0.9',
    });
    expect(new Date(hold?.expires_at ?? 0).getTime()).toBeGreaterThan(Date.now() + 29 * MINUTE);
    // The guest id is a bearer secret: the owner's list never carries it whole.
    expect(JSON.stringify(listed.json)).not.toContain(shopper.id);

    const released = await request(shop().port, `/api/admin/holds/${piece?.id}`, { ...admin, method: 'DELETE' });
    expect(released).toEqual({ status: 200, json: { success: true, message: 'Hold released. The piece is Available again.' } });
    const product = await request(shop().port, `/api/products/${piece?.id}`, { from: '127.0.0.10', method: 'GET' });
    expect(product.json).toMatchObject({ data: { status: 'Available' } });
    const rival = guest('127.0.0.10');
    await rival.add([piece].filter((item): item is Product => item !== undefined));
    expect((await rival.hold()).status).toBe(200);
    // The other piece of the first shopper's hold is untouched; their hold now misses the released one.
    expect(await heldBy(shopper.id)).toBe(1);
    expect((await shopper.hold()).json).toEqual({ message: CART_MESSAGES.unavailable });

    expect(await request(shop().port, `/api/admin/holds/${piece?.id}`, { from: '127.0.0.1', method: 'DELETE', headers: { authorization: `Bearer ${(await createTestUser(db().em())).token}` } })).toMatchObject({ status: 403 });
  });
});

// A row lock held open by a second connection stages the interleaving: PostgreSQL only.
describe.skipIf(!TEST_DATABASES.includes('postgresql'))('one buyer’s holds interleaved with cart changes on PostgreSQL', () => {
  const db = useTestDatabase('postgresql');

  it('a hold that starts while an earlier one of the same buyer is still running counts what that one takes', async () => {
    const drop: Product[] = [];
    for (let index = 0; index < 11; index++) drop.push(await createTestProduct(db().em()));
    const buyer = nanoid();
    const caller = () => callerFor(db().em(), { guestIdHeader: buyer }).cart;
    for (const piece of drop.slice(0, 10)) await caller().add({ product_id: piece.id });

    // The first hold reads a cart of pieces 1-10, then waits for a row lock on piece 1.
    const blocker = new pg.Client({ connectionString: db().url });
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query('select id from products where id = $1 for update', [drop[0]?.id]);
    const first = caller().hold();
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Meanwhile the buyer swaps piece 1 for piece 11 and asks again: the second hold sees pieces 2-11.
    const [line] = (await caller().get()).items;
    await caller().remove({ cart_item_id: line?.id ?? 0 });
    await caller().add({ product_id: drop[10]?.id ?? 0 });
    const second = failure(caller().hold());
    await new Promise((resolve) => setTimeout(resolve, 300));
    await blocker.query('rollback');
    await blocker.end();

    await expect(first).resolves.toMatchObject({ is_hold_expired: false });
    // The first hold took piece 1 after all; pieces 2-11 would make eleven.
    expect((await second).message).toBe(HOLD_LIMIT_MESSAGES.perBuyer(10));
    expect(await db().em().count(Product, { holdBuyerId: buyer, holdExpiresAt: { $gt: new Date() } })).toBe(10);
  });
});
