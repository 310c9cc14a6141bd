import { nanoid } from 'nanoid';
import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../shared/constants.ts';
import { CART_MESSAGES } from '../../shared/cart-messages.ts';
import { type Em, type Orm } from '../db/orm.ts';
import { Product } from '../modules/pieces/entities.ts';
import { Order } from '../modules/orders/order.entity.ts';
import { temporaryStorage } from '../test/admin-fixtures.ts';
import { createTestProduct, PASIG_DELIVERY, proofFile } from '../test/fixtures.ts';
import { callerFor, createTestApp, createTestUser } from '../test/test-app.ts';
import { TEST_DATABASES, useSecondInstance, useTestDatabase } from '../test/test-db.ts';
import { failure } from '../test/trpc-failure.ts';
import type { Storage } from '../storage/storage.ts';
import { breachesOfOnePieceOneSale } from '../test/one-piece-rule.ts';

/**
 * "Two sales of one piece" (decision 009): the sequences that sold one piece twice, now refused with a
 * message naming the order that holds it, through tRPC and REST alike; the database's own refusal when
 * the services are bypassed; and two app instances acting at once on PostgreSQL.
 */

const NCR_FEE = 80;

/** A guest buys one piece through checkout, as the browser would. */
async function buy(em: Em, storage: Storage, piece: Product): Promise<number> {
  const guestId = nanoid();
  const guest = callerFor(em, { guestIdHeader: guestId, storage });
  await guest.cart.add({ product_id: piece.id });
  const order = await guest.orders.placeAsGuest({
    ...PASIG_DELIVERY,
    email: `${guestId.toLowerCase()}@example.com`,
    guest_id: guestId,
    payment_proof: await proofFile(),
    shipping_fee: NCR_FEE,
    grand_total: piece.priceCentavos / 100 + NCR_FEE,
  });
  return order.id;
}

const restockRefusal = (orderId: number, status: string) =>
  `This piece is in order #${orderId} (${status}). Cancel that order before restocking it.`;

describe.each(TEST_DATABASES)('two sales of one piece on %s', (kind) => {
  const db = useTestDatabase(kind);

  async function shop() {
    const { storage } = await temporaryStorage();
    const { user, token } = await createTestUser(db().em(), { role: 'admin' });
    const admin = () => callerFor(db().em(), { user, storage }).admin;
    const piece = await createTestProduct(db().em());
    const statusOf = async () => (await db().em().findOneOrFail(Product, { id: piece.id })).status;
    const orderStatus = async (id: number) => (await db().em().findOneOrFail(Order, { id })).status;
    return { storage, token, admin, piece, statusOf, orderStatus };
  }

  it('A placed, A cancelled, B placed: the restock, and then approving A, are refused naming B; B alone is approved', async () => {
    const { storage, admin, piece, statusOf, orderStatus } = await shop();
    const a = await buy(db().em(), storage, piece);
    await admin().orders.updateStatus({ id: a, status: 'cancelled' });
    const b = await buy(db().em(), storage, piece);

    const restock = await failure(admin().products.restock({ id: piece.id }));
    expect({ code: restock.code, message: restock.message }).toEqual({ code: 'CONFLICT', message: restockRefusal(b, 'Pending') });
    const approveA = await failure(admin().orders.updateStatus({ id: a, status: 'approved' }));
    expect({ code: approveA.code, message: approveA.message }).toEqual({
      code: 'CONFLICT',
      message: `${piece.name} is already in order #${b} (Pending), so this order cannot be set to approved. Cancel that order first.`,
    });
    await admin().orders.updateStatus({ id: b, status: 'approved' });

    expect([await orderStatus(a), await orderStatus(b), await statusOf()]).toEqual(['cancelled', 'approved', 'Sold']);
    expect(await breachesOfOnePieceOneSale(db().em(), [piece.id])).toEqual([]);
  });

  it('restock while A is pending is refused naming A, so B cannot order the piece', async () => {
    const { storage, admin, piece, statusOf } = await shop();
    const a = await buy(db().em(), storage, piece);

    const restock = await failure(admin().products.restock({ id: piece.id }));
    expect({ code: restock.code, message: restock.message }).toEqual({ code: 'CONFLICT', message: restockRefusal(a, 'Pending') });
    const other = await failure(buy(db().em(), storage, piece));
    expect({ code: other.code, message: other.message }).toEqual({ code: 'CONFLICT', message: CART_MESSAGES.onHold });
    expect(await statusOf()).toBe('Pending');
    expect(await breachesOfOnePieceOneSale(db().em(), [piece.id])).toEqual([]);
  });

  it('refuses a restock while an approved or shipped order holds the piece, naming it', async () => {
    const { storage, admin, piece } = await shop();
    const a = await buy(db().em(), storage, piece);
    for (const [status, name] of [['approved', 'Approved'], ['shipped', 'Shipped']] as const) {
      await admin().orders.updateStatus({ id: a, status });
      expect((await failure(admin().products.restock({ id: piece.id }))).message).toBe(restockRefusal(a, name));
    }
  });

  it('restocks a delivered piece as a return: the order stays delivered, and the piece sells once more', async () => {
    const { storage, admin, piece, statusOf, orderStatus } = await shop();
    const a = await buy(db().em(), storage, piece);
    await admin().orders.updateStatus({ id: a, status: 'delivered' });

    expect((await admin().products.restock({ id: piece.id })).status).toBe('Available');
    const b = await buy(db().em(), storage, piece);
    await admin().orders.updateStatus({ id: b, status: 'approved' });

    expect([await orderStatus(a), await orderStatus(b), await statusOf()]).toEqual(['delivered', 'approved', 'Sold']);
    expect(await breachesOfOnePieceOneSale(db().em(), [piece.id])).toEqual([]);
  });

  it('answers the refusals over REST as 409 with the message', async () => {
    const { storage, token, admin, piece } = await shop();
    const { app } = await createTestApp(db());
    const a = await buy(db().em(), storage, piece);
    await admin().orders.updateStatus({ id: a, status: 'cancelled' });
    const b = await buy(db().em(), storage, piece);
    const post = (path: string, body: unknown) =>
      app.request(`/api${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    const answer = async (response: Response) => ({ status: response.status, body: (await response.json()) as unknown });
    expect(await answer(await post(`/products/${piece.id}/restock`, {}))).toEqual({ status: 409, body: { message: restockRefusal(b, 'Pending') } });
    expect(await answer(await post(`/admin/orders/${a}/status`, { status: 'pending' }))).toEqual({
      status: 409,
      body: { message: `${piece.name} is already in order #${b} (Pending), so this order cannot be set to pending. Cancel that order first.` },
    });
  });

  it('answers the refusals over tRPC’s HTTP endpoint as 409 with the message', async () => {
    const { storage, token, admin, piece } = await shop();
    const { app } = await createTestApp(db());
    const a = await buy(db().em(), storage, piece);
    await admin().orders.updateStatus({ id: a, status: 'cancelled' });
    const b = await buy(db().em(), storage, piece);
    const call = async (procedure: string, input: unknown) => {
      const response = await app.request(`/trpc/${procedure}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(input),
      });
      const body = (await response.json()) as { error?: { message?: string } };
      return { status: response.status, message: body.error?.message };
    };

    expect(await call('admin.products.restock', { id: piece.id })).toEqual({ status: 409, message: restockRefusal(b, 'Pending') });
    expect(await call('admin.orders.updateStatus', { id: a, status: 'shipped' })).toEqual({
      status: 409,
      message: `${piece.name} is already in order #${b} (Pending), so this order cannot be set to shipped. Cancel that order first.`,
    });
  });

  it('refuses a second open order for a piece in the database itself, with the services bypassed', async () => {
    const { storage, admin, piece } = await shop();
    const a = await buy(db().em(), storage, piece);
    await admin().orders.updateStatus({ id: a, status: 'cancelled' });
    const b = await buy(db().em(), storage, piece);

    const revive = (status: OrderStatus) => db().em().execute('update orders set status = ? where id = ?', [status, a]);
    for (const status of ['pending', 'approved', 'shipped', 'delivered'] as const) {
      await expect(revive(status)).rejects.toThrow(/order_items_one_holder_per_piece/);
    }
    // Nor can a line's copy of its order's status drift, which would take B's line out of the index.
    const drift = db().em().execute("update order_items set order_status = 'cancelled' where order_id = ?", [b]);
    await expect(drift).rejects.toThrow(/order_items_order_status_foreign/);
    // With B cancelled, the database lets A take the piece back, and the line's copy follows at once.
    await db().em().execute("update orders set status = 'cancelled' where id = ?", [b]);
    await revive('approved');
    expect(await db().em().execute('select order_status from order_items where order_id = ?', [a])).toEqual([{ order_status: 'approved' }]);
  });
});

// Two app instances need a shared server database: PGlite is in-process, so this runs only with TEST_DATABASE_URL.
describe.skipIf(!TEST_DATABASES.includes('postgresql'))('two admins on two instances of one PostgreSQL', () => {
  const db = useTestDatabase('postgresql');
  const second = useSecondInstance(db);

  /** Runs each action on its own instance at the same moment; answers which succeeded. */
  async function atOnce(actions: ((em: Em) => Promise<unknown>)[]): Promise<boolean[]> {
    const instances = [db().orm, second()];
    const results = await Promise.allSettled(actions.map((action, index) => action((instances[index % 2] as Orm).em.fork())));
    const faults = results.flatMap((result) => (result.status === 'rejected' && (result.reason as { code?: string }).code !== 'CONFLICT' ? [result.reason as unknown] : []));
    expect(faults).toEqual([]);
    return results.map((result) => result.status === 'fulfilled');
  }

  it('never lets both of two cancelled orders for one piece be revived, whichever status each is given', async () => {
    const { storage } = await temporaryStorage();
    const { user } = await createTestUser(db().em(), { role: 'admin' });
    const admin = (em: Em) => callerFor(em, { user, storage }).admin;
    const statuses: OrderStatus[] = ['pending', 'approved', 'shipped', 'delivered'];
    for (let round = 0; round < 12; round += 1) {
      const piece = await createTestProduct(db().em());
      const a = await buy(db().em(), storage, piece);
      await admin(db().em()).orders.updateStatus({ id: a, status: 'cancelled' });
      const b = await buy(db().em(), storage, piece);
      await admin(db().em()).orders.updateStatus({ id: b, status: 'cancelled' });

      const wins = await atOnce([
        (em) => admin(em).orders.updateStatus({ id: a, status: statuses[round % 4] as OrderStatus }),
        (em) => admin(em).orders.updateStatus({ id: b, status: statuses[(round + 1) % 4] as OrderStatus }),
      ]);
      expect(wins.filter(Boolean)).toHaveLength(1);
      expect(await breachesOfOnePieceOneSale(db().em(), [piece.id])).toEqual([]);
    }
  });

  it('lets a restock and a revive of a delivered piece’s order race without a second sale', async () => {
    const { storage } = await temporaryStorage();
    const { user } = await createTestUser(db().em(), { role: 'admin' });
    const admin = (em: Em) => callerFor(em, { user, storage }).admin;
    for (let round = 0; round < 12; round += 1) {
      const piece = await createTestProduct(db().em());
      const a = await buy(db().em(), storage, piece);
      await admin(db().em()).orders.updateStatus({ id: a, status: 'delivered' });

      const wins = await atOnce([
        (em) => admin(em).products.restock({ id: piece.id }),
        (em) => admin(em).orders.updateStatus({ id: a, status: 'approved' }),
      ]);
      // Restock first: both succeed and the approval takes the piece back; approval first: the restock is refused.
      expect(wins[1]).toBe(true);
      expect(await breachesOfOnePieceOneSale(db().em(), [piece.id])).toEqual([]);
      expect((await db().em().findOneOrFail(Product, { id: piece.id })).status).toBe('Sold');
    }
  });
});
