import { nanoid } from 'nanoid';
import { describe, expect, it } from 'vitest';
import { CART_MESSAGES } from '../../../shared/cart-messages.ts';
import { createTestProduct } from '../../test/fixtures.ts';
import { callerFor, createTestUser } from '../../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../../test/test-db.ts';
import { Product } from '../pieces/entities.ts';
import { Setting } from '../settings/setting.entity.ts';
import { User } from '../users/user.entity.ts';
import { failure } from '../../test/trpc-failure.ts';

const HOUR = 60 * 60 * 1000;

describe.each(TEST_DATABASES)('cart on %s', (kind) => {
  const db = useTestDatabase(kind);

  /** Who holds the piece now: a hold let go of (or lapsed) holds nothing, whatever its row still says. */
  async function holderOf(id: number): Promise<string | null> {
    const product = await db().em().findOneOrFail(Product, { id }, { refresh: true });
    return product.holdExpiresAt && product.holdExpiresAt > new Date() ? (product.holdBuyerId ?? null) : null;
  }
  const guest = (guestId = nanoid()) => ({ guestId, cart: callerFor(db().em(), { guestIdHeader: guestId }).cart });

  it('adds a piece once, however often it is added', async () => {
    const product = await createTestProduct(db().em(), { priceCentavos: 123_450 });
    const { cart } = guest();
    await cart.add({ product_id: product.id });
    const result = await cart.add({ product_id: product.id, size: 'm', quantity: 1 });
    expect(result.count).toBe(1);
    expect(result.subtotal).toBe(1234.5);
    expect(result.items[0]).toMatchObject({ product: { id: product.id }, is_available: true, reserved_by_you: false });
  });

  it.each([
    ['Sold', { status: 'Sold' as const }, CART_MESSAGES.sold],
    ['Pending', { status: 'Pending' as const }, CART_MESSAGES.onHold],
    [
      'held by someone else',
      { holdBuyerKind: 'guest' as const, holdBuyerId: 'someone-else-abcdefghi', holdExpiresAt: new Date(Date.now() + HOUR) },
      CART_MESSAGES.onHold,
    ],
  ])('refuses a piece that is %s with the spec message', async (_label, data, message) => {
    const product = await createTestProduct(db().em(), data);
    const error = await failure(guest().cart.add({ product_id: product.id }));
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toBe(message);
  });

  it('accepts a piece whose hold has expired, and one the buyer holds', async () => {
    const { guestId, cart } = guest();
    const lapsed = await createTestProduct(db().em(), {
      holdBuyerKind: 'guest',
      holdBuyerId: 'someone-else-abcdefghi',
      holdExpiresAt: new Date(Date.now() - HOUR),
    });
    const mine = await createTestProduct(db().em(), {
      holdBuyerKind: 'guest',
      holdBuyerId: guestId,
      holdExpiresAt: new Date(Date.now() + HOUR),
    });
    await cart.add({ product_id: lapsed.id });
    const result = await cart.add({ product_id: mine.id });
    expect(result.items.map((item) => [item.product.id, item.reserved_by_you])).toEqual([
      [lapsed.id, false],
      [mine.id, true],
    ]);
  });

  it('answers a missing product with NOT_FOUND', async () => {
    expect((await failure(guest().cart.add({ product_id: 987_654 }))).code).toBe('NOT_FOUND');
  });

  it('reports a line as unavailable once someone else holds or buys it', async () => {
    const product = await createTestProduct(db().em());
    const { cart } = guest();
    await cart.add({ product_id: product.id });
    await db().em().nativeUpdate(Product, { id: product.id }, {
      holdBuyerKind: 'user',
      holdBuyerId: '42',
      holdExpiresAt: new Date(Date.now() + HOUR),
    });
    expect((await cart.get()).items[0]).toMatchObject({ is_available: false, reserved_by_you: false, product: { status: 'OnHold' } });
    await db().em().nativeUpdate(Product, { id: product.id }, { status: 'Sold', holdBuyerKind: null, holdBuyerId: null, holdExpiresAt: null });
    expect((await cart.get()).items[0]).toMatchObject({ is_available: false, product: { status: 'Sold' } });
  });

  it('removes only the buyer’s own lines and clears the cart', async () => {
    const [first, second] = [await createTestProduct(db().em()), await createTestProduct(db().em())];
    const owner = guest();
    const stranger = guest();
    await owner.cart.add({ product_id: first.id });
    const { items } = await owner.cart.add({ product_id: second.id });
    const lineId = items[0]?.id ?? 0;
    expect((await failure(stranger.cart.remove({ cart_item_id: lineId }))).code).toBe('NOT_FOUND');
    expect((await owner.cart.remove({ cart_item_id: lineId })).count).toBe(1);
    expect((await owner.cart.clear()).count).toBe(0);
  });

  it('refuses a missing or malformed guest id instead of making a cart', async () => {
    for (const guestIdHeader of [null, 'short', "x'; drop table carts; --"]) {
      const error = await failure(callerFor(db().em(), { guestIdHeader }).cart.get());
      expect(error.code).toBe('BAD_REQUEST');
    }
  });

  it('holds every piece for the configured minutes and renews the buyer’s own hold', async () => {
    await db().em().upsert(Setting, { key: 'product_hold_duration', value: '15' });
    const [first, second] = [await createTestProduct(db().em()), await createTestProduct(db().em())];
    const { guestId, cart } = guest();
    await cart.add({ product_id: first.id });
    await cart.add({ product_id: second.id });
    const hold = await cart.hold();
    expect(hold).toEqual({
      hold_duration: 15,
      hold_expiry_time_in_seconds: 900,
      is_hold_expired: false,
    });
    const held = await db().em().find(Product, { id: { $in: [first.id, second.id] } });
    expect(held.every((product) => product.holdBuyerKind === 'guest' && product.holdBuyerId === guestId)).toBe(true);
    const firstExpiry = held[0]?.holdExpiresAt?.getTime() ?? 0;
    await new Promise((resolve) => setTimeout(resolve, 20));
    await cart.hold();
    const renewed = await db().em().findOneOrFail(Product, { id: first.id });
    expect(renewed.holdExpiresAt?.getTime()).toBeGreaterThan(firstExpiry);
    await db().em().upsert(Setting, { key: 'product_hold_duration', value: '30' });
  });

  it('holds nothing when any one piece is taken: all or none', async () => {
    const [free, taken] = [await createTestProduct(db().em()), await createTestProduct(db().em())];
    const { cart } = guest();
    await cart.add({ product_id: free.id });
    await cart.add({ product_id: taken.id });
    await db().em().nativeUpdate(Product, { id: taken.id }, {
      holdBuyerKind: 'guest',
      holdBuyerId: 'someone-else-abcdefghi',
      holdExpiresAt: new Date(Date.now() + HOUR),
    });
    const error = await failure(cart.hold());
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toBe(CART_MESSAGES.unavailable);
    const untouched = await db().em().findOneOrFail(Product, { id: free.id });
    expect(untouched.holdBuyerId).toBeNull();
  });

  it('refuses to hold an empty cart', async () => {
    expect((await failure(guest().cart.hold())).message).toBe(CART_MESSAGES.empty);
  });

  it('gives a guest’s cart and holds to the account they log in to', async () => {
    const product = await createTestProduct(db().em());
    const { guestId, cart } = guest();
    await cart.add({ product_id: product.id });
    await cart.hold();
    const { user, password } = await createTestUser(db().em());
    await callerFor(db().em(), { guestIdHeader: guestId }).users.login({ email: user.email, password });
    const userCart = await callerFor(db().em(), { user }).cart.get();
    expect(userCart.items).toHaveLength(1);
    expect(userCart.items[0]).toMatchObject({ reserved_by_you: true, is_available: true });
    expect((await cart.get()).count).toBe(0);
  });

  it('puts the cart_items sent at registration into the new account’s cart, live pieces only', async () => {
    const product = await createTestProduct(db().em());
    const draft = await createTestProduct(db().em(), { dropAt: null });
    const scheduled = await createTestProduct(db().em(), { dropAt: new Date(Date.now() + 60 * 60_000) });
    const email = `new-${nanoid(6)}@example.com`.toLowerCase();
    const { user } = await callerFor(db().em()).users.register({
      name: 'New Buyer',
      email,
      password: 'a-long-password',
      password_confirmation: 'a-long-password',
      cart_items: [product.id, draft.id, scheduled.id],
    });
    const em = db().em();
    const registered = await em.findOneOrFail(User, { id: user.id });
    const userCart = await callerFor(em, { user: registered }).cart.get();
    expect(userCart.items.map((item) => item.product.id)).toEqual([product.id]);
  });

  it('releases the buyer’s hold on a piece taken out of the cart, and on every piece when the cart is cleared', async () => {
    const [kept, removed, other] = [await createTestProduct(db().em()), await createTestProduct(db().em()), await createTestProduct(db().em())];
    const { guestId, cart } = guest();
    for (const piece of [kept, removed]) await cart.add({ product_id: piece.id });
    await cart.hold();
    const line = (await cart.get()).items.find((item) => item.product.id === removed.id);
    await cart.remove({ cart_item_id: line?.id ?? 0 });
    expect(await holderOf(removed.id)).toBeNull();
    expect(await holderOf(kept.id)).toBe(guestId);
    // Another buyer's hold is not theirs to end.
    const rival = guest();
    await rival.cart.add({ product_id: other.id });
    await rival.cart.hold();
    await cart.clear();
    expect(await holderOf(kept.id)).toBeNull();
    expect(await holderOf(other.id)).toBe(rival.guestId);
  });
  it('releases the buyer’s reservation on their cart’s pieces: Available to another buyer at once, still in the cart', async () => {
    const [first, second] = [await createTestProduct(db().em()), await createTestProduct(db().em())];
    const { cart } = guest();
    for (const piece of [first, second]) await cart.add({ product_id: piece.id });
    await cart.hold();
    const released = await cart.release();
    expect(released.items.map((item) => [item.product.id, item.reserved_by_you, item.is_available])).toEqual([
      [first.id, false, true],
      [second.id, false, true],
    ]);
    const rival = guest();
    await rival.cart.add({ product_id: first.id });
    expect((await rival.cart.hold()).is_hold_expired).toBe(false);
    expect((await db().em().findOneOrFail(Product, { id: first.id })).holdBuyerId).toBe(rival.guestId);
  });

  it('releases only the caller’s own holds, and only on pieces in their cart', async () => {
    const [inCart, heldByRival, notInCart] = [await createTestProduct(db().em()), await createTestProduct(db().em()), await createTestProduct(db().em())];
    const { guestId, cart } = guest();
    const rival = guest();
    await cart.add({ product_id: inCart.id });
    await cart.add({ product_id: heldByRival.id });
    await rival.cart.add({ product_id: heldByRival.id });
    await rival.cart.hold();
    await db().em().nativeUpdate(Product, { id: { $in: [inCart.id, notInCart.id] } }, {
      holdBuyerKind: 'guest',
      holdBuyerId: guestId,
      holdExpiresAt: new Date(Date.now() + HOUR),
    });
    await cart.release();
    expect(await holderOf(inCart.id)).toBeNull();
    expect(await holderOf(heldByRival.id)).toBe(rival.guestId);
    expect(await holderOf(notInCart.id)).toBe(guestId);
  });

  it('releases idempotently: twice, with nothing held, with an empty cart and with no cart at all', async () => {
    const product = await createTestProduct(db().em());
    const { cart } = guest();
    expect(await guest().cart.release()).toEqual({ items: [], subtotal: 0, count: 0 });
    await cart.add({ product_id: product.id });
    expect((await cart.release()).count).toBe(1);
    await cart.hold();
    const once = await cart.release();
    expect(await cart.release()).toEqual(once);
    await cart.clear();
    expect((await cart.release()).count).toBe(0);
  });

  it('releases a signed-in user’s reservation, which a stranger’s release leaves alone', async () => {
    const product = await createTestProduct(db().em());
    const { user } = await createTestUser(db().em());
    const userCart = callerFor(db().em(), { user }).cart;
    await userCart.add({ product_id: product.id });
    await userCart.hold();
    await guest().cart.release();
    expect(await holderOf(product.id)).toBe(String(user.id));
    await userCart.release();
    expect(await holderOf(product.id)).toBeNull();
  });
});
