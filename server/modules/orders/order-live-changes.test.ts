import { beforeEach, describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../../shared/constants.ts';
import { userBuyer, type Buyer } from '../../buyer.ts';
import { temporaryStorage } from '../../test/admin-fixtures.ts';
import { failCommitsOn } from '../../test/failing-commit.ts';
import { createTestProduct, LIVE_SINCE_EVER, PASIG_DELIVERY, proofFile } from '../../test/fixtures.ts';
import { placeGuestOrder } from '../../test/guest-order.ts';
import { useLiveChanges, withoutEventIds } from '../../test/live-changes.ts';
import { callerFor, createTestUser } from '../../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../../test/test-db.ts';
import { failure } from '../../test/trpc-failure.ts';
import type { Storage } from '../../storage/storage.ts';
import type { OrderChange, PieceChange } from '../pieces/pieces.ts';
import { Product } from '../pieces/entities.ts';
import { NO_MAIL } from '../mail/mail-kind.ts';
import { Order } from './order.entity.ts';

/** The default NCR fee (docs/product/rules.md "Delivery fees and totals"), which a Pasig delivery pays. */
const NCR_FEE = 80;

function piece(id: number, status: PieceChange['status']): PieceChange {
  return { type: 'piece', id, status, holder: null, holdExpiresAt: null, dropAt: LIVE_SINCE_EVER.toISOString(), listed: true, edited: false };
}

function order(id: number, status: OrderStatus, buyer: Buyer, placed = false): OrderChange {
  return { type: 'order', id, status, placed, buyer };
}

describe.each(TEST_DATABASES)('live changes of orders on %s', (kind) => {
  const db = useTestDatabase(kind);
  const live = useLiveChanges(db);
  let storage: Storage;

  beforeEach(async () => {
    storage = (await temporaryStorage()).storage;
  });

  async function adminOrders() {
    const { user } = await createTestUser(db().em(), { role: 'admin' });
    return callerFor(db().em(), { user, storage }).admin.orders;
  }

  const setStatus = async (id: number, status: OrderStatus) => (await adminOrders()).updateStatus({ id, status });

  /** A signed-in buyer holds two fresh pieces at checkout, then places the order. */
  async function placeUserOrder() {
    const pieces = [await createTestProduct(db().em()), await createTestProduct(db().em())];
    const { user } = await createTestUser(db().em());
    const caller = () => callerFor(db().em(), { user, storage, mail: NO_MAIL });
    for (const product of pieces) await caller().cart.add({ product_id: product.id });
    await caller().cart.hold();
    await live().take(); // what the hold published, if anything, is the cart's business
    const placed = await caller().orders.place({
      ...PASIG_DELIVERY,
      payment_proof: await proofFile(),
      shipping_fee: NCR_FEE,
      grand_total: pieces.length * 500 + NCR_FEE,
    });
    return { placed, pieces, buyer: userBuyer(user.id) };
  }

  it('publishes a placed order with its buyer, and its pieces Pending with their holds ended', async () => {
    const { placed, pieces, buyer } = await placeUserOrder();
    expect(withoutEventIds(await live().take())).toEqual([
      order(placed.id, 'pending', buyer, true),
      ...pieces.map((product) => piece(product.id, 'Pending')),
    ]);

    const guest = await placeGuestOrder(() => db().em(), { storage, mail: NO_MAIL, withImages: false });
    const guestOrder = await db().em().findOneOrFail(Order, { id: guest.order.id });
    expect(withoutEventIds(await live().take())).toEqual([
      order(guest.order.id, 'pending', { kind: 'guest', id: guestOrder.guestId ?? '' }, true),
      ...guest.products.map((product) => piece(product.id, 'Pending')),
    ]);
  });

  it('publishes each status set, with the pieces whose stored status it changed: Sold, none, Available after a return, Pending again', async () => {
    const { placed, pieces, buyer } = await placeUserOrder();
    const [returned, kept] = pieces as [Product, Product];
    await live().take();

    await setStatus(placed.id, 'approved');
    expect(withoutEventIds(await live().take())).toEqual([order(placed.id, 'approved', buyer), piece(returned.id, 'Sold'), piece(kept.id, 'Sold')]);

    // Shipping and delivering a sold piece leave it Sold: only the order changes.
    await setStatus(placed.id, 'shipped');
    await setStatus(placed.id, 'delivered');
    expect(withoutEventIds(await live().take())).toEqual([order(placed.id, 'shipped', buyer), order(placed.id, 'delivered', buyer)]);

    const admin = await createTestUser(db().em(), { role: 'admin' });
    await callerFor(db().em(), { user: admin.user, storage }).admin.products.restock({ id: returned.id });
    expect(withoutEventIds(await live().take())).toEqual([piece(returned.id, 'Available')]);

    // Cancelling leaves the returned piece alone (another buyer may have it now) and frees the other.
    await setStatus(placed.id, 'cancelled');
    expect(withoutEventIds(await live().take())).toEqual([order(placed.id, 'cancelled', buyer), piece(kept.id, 'Available')]);

    // Reviving takes both pieces back.
    await setStatus(placed.id, 'pending');
    expect(withoutEventIds(await live().take())).toEqual([order(placed.id, 'pending', buyer), piece(returned.id, 'Pending'), piece(kept.id, 'Pending')]);
  });

  it('publishes a cancelled pending order’s pieces as Available', async () => {
    const guest = await placeGuestOrder(() => db().em(), { storage, mail: NO_MAIL, withImages: false, prices: [700, 800] });
    await live().take();
    await setStatus(guest.order.id, 'cancelled');
    const changes = withoutEventIds(await live().take());
    expect(changes.slice(1)).toEqual(guest.products.map((product) => piece(product.id, 'Available')));
    expect(changes[0]).toMatchObject({ type: 'order', id: guest.order.id, status: 'cancelled', placed: false, buyer: { kind: 'guest' } });
  });

  it('publishes nothing for notes alone, nor for a status set that another order’s hold refuses', async () => {
    const first = await placeGuestOrder(() => db().em(), { storage, mail: NO_MAIL, withImages: false });
    const [taken] = first.products as [Product];
    const admin = await adminOrders();
    await admin.updateStatus({ id: first.order.id, status: 'pending', admin_notes: 'Waiting for GCash' });
    await admin.updateStatus({ id: first.order.id, status: 'cancelled' });
    const buyer = callerFor(db().em(), { user: (await createTestUser(db().em())).user, storage, mail: NO_MAIL });
    await buyer.cart.add({ product_id: taken.id });
    await buyer.orders.place({ ...PASIG_DELIVERY, payment_proof: await proofFile(), shipping_fee: NCR_FEE, grand_total: 1500 + NCR_FEE });
    await live().take();

    expect((await failure(admin.updateStatus({ id: first.order.id, status: 'approved' }))).code).toBe('CONFLICT');
    expect(await live().take()).toEqual([]);
  });

  it('publishes nothing when placing an order or setting its status rolls back after publishing', async () => {
    const guest = await placeGuestOrder(() => db().em(), { storage, mail: NO_MAIL, withImages: false });
    const product = await createTestProduct(db().em());
    const { user } = await createTestUser(db().em());
    const buyer = callerFor(db().em(), { user, storage, mail: NO_MAIL });
    await buyer.cart.add({ product_id: product.id });
    await live().take();

    const undo = await failCommitsOn(db().em(), 'orders');
    try {
      const placing = buyer.orders.place({ ...PASIG_DELIVERY, payment_proof: await proofFile(), shipping_fee: NCR_FEE, grand_total: 500 + NCR_FEE });
      await expect(placing).rejects.toThrow();
      await expect(setStatus(guest.order.id, 'approved')).rejects.toThrow();
    } finally {
      await undo();
    }
    expect(await live().take()).toEqual([]);
    expect((await db().em().findOneOrFail(Product, { id: product.id })).status).toBe('Available');
    expect((await db().em().findOneOrFail(Order, { id: guest.order.id })).status).toBe('pending');
  });
});
