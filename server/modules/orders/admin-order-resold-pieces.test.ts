import { describe, expect, it } from 'vitest';
import { orderDesk } from '../../test/order-desk.ts';
import { callerFor, createTestUser } from '../../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../../test/test-db.ts';
import { failure } from '../../test/trpc-failure.ts';
import type { Product } from '../pieces/entities.ts';

/**
 * One piece in two orders: once an order is cancelled, or its piece returned and restocked, another
 * buyer may order the piece; the first order may then change only so far as the piece stays one sale.
 */
describe.each(TEST_DATABASES)('admin orders: a piece sold again on %s', (kind) => {
  const db = useTestDatabase(kind);
  const { adminSetup, placeOrder, buyAgain, statusesOf } = orderDesk(db);

  /** An order delivered, its piece sent back and restocked by the owner, then ordered by another buyer. */
  async function returnedAndBoughtAgain() {
    const { storage, admin } = await adminSetup();
    const first = await placeOrder(storage);
    const piece = first.products[0] as Product;
    await admin().updateStatus({ id: first.order.id, status: 'delivered' });
    const { user: owner } = await createTestUser(db().em(), { role: 'admin' });
    await callerFor(db().em(), { user: owner, storage }).admin.products.restock({ id: piece.id });
    const second = await buyAgain(storage, piece);
    return { admin, first, piece, second };
  }

  it('lets a cancelled order’s pieces be bought again by another buyer', async () => {
    const { storage, admin } = await adminSetup();
    const { order, products } = await placeOrder(storage);
    await admin().updateStatus({ id: order.id, status: 'cancelled' });
    const piece = products[0] as Product;

    const reordered = await buyAgain(storage, piece);
    expect(reordered.items.map((item) => item.product_id)).toEqual([piece.id]);
    expect(await statusesOf(products)).toEqual(['Pending']);
  });

  it('refuses to revive a cancelled order whose piece another order has since claimed, and changes nothing', async () => {
    const { storage, admin } = await adminSetup();
    const first = await placeOrder(storage);
    await admin().updateStatus({ id: first.order.id, status: 'cancelled', admin_notes: 'Payment bounced' });
    const piece = first.products[0] as Product;

    const second = await buyAgain(storage, piece);

    for (const status of ['pending', 'approved'] as const) {
      const refused = await failure(admin().updateStatus({ id: first.order.id, status, admin_notes: 'Found the payment' }));
      expect(refused.code).toBe('CONFLICT');
      expect(refused.message).toBe(
        `${piece.name} is already in order #${second.id} (Pending), so this order cannot be set to ${status}. Cancel that order first.`,
      );
    }
    expect(await admin().byId({ id: first.order.id })).toMatchObject({ status: 'cancelled', admin_notes: 'Payment bounced', approved_at: null });
    expect(await statusesOf([piece])).toEqual(['Pending']);
  });

  it('leaves a returned piece alone when its delivered order is cancelled, as another buyer has it now', async () => {
    // The buyer sent it back, the shop sold it again, and the first sale is then written off as cancelled.
    const { admin, first, piece } = await returnedAndBoughtAgain();

    const cancelled = await admin().updateStatus({ id: first.order.id, status: 'cancelled' });
    expect(cancelled.status).toBe('cancelled');
    expect(await statusesOf([piece])).toEqual(['Pending']);
  });

  it('refuses to take a returned piece back into its delivered order once another order holds it', async () => {
    const { admin, first, piece, second } = await returnedAndBoughtAgain();

    const refused = await failure(admin().updateStatus({ id: first.order.id, status: 'shipped' }));
    expect(refused.code).toBe('CONFLICT');
    expect(refused.message).toBe(
      `${piece.name} is already in order #${second.id} (Pending), so this order cannot be set to shipped. Cancel that order first.`,
    );
    expect((await admin().byId({ id: first.order.id })).status).toBe('delivered');
    expect(await statusesOf([piece])).toEqual(['Pending']);
  });

  it('refuses to revive an order while a delivered order holds its piece, pointing to the restock a return needs', async () => {
    const { storage, admin } = await adminSetup();
    const first = await placeOrder(storage);
    const piece = first.products[0] as Product;
    await admin().updateStatus({ id: first.order.id, status: 'cancelled' });
    const second = await buyAgain(storage, piece);
    await admin().updateStatus({ id: second.id, status: 'delivered' });

    const refused = await failure(admin().updateStatus({ id: first.order.id, status: 'approved' }));
    expect(refused.code).toBe('CONFLICT');
    expect(refused.message).toBe(
      `${piece.name} is already in order #${second.id} (Delivered), so this order cannot be set to approved. Restock the piece first if it came back.`,
    );
    expect(await statusesOf([piece])).toEqual(['Sold']);
  });

  it('lets a restocked piece go from its delivered order: a new order for it is approved, and cancelling that one puts it back on sale', async () => {
    // The buyer sent it back; the shop sells it again.
    const { admin, first, piece, second } = await returnedAndBoughtAgain();

    expect((await admin().updateStatus({ id: second.id, status: 'approved' })).status).toBe('approved');
    expect(await statusesOf([piece])).toEqual(['Sold']);
    await admin().updateStatus({ id: second.id, status: 'cancelled' });
    expect(await statusesOf([piece])).toEqual(['Available']);
    // The first order keeps its history.
    expect((await admin().byId({ id: first.order.id })).status).toBe('delivered');
  });
});
