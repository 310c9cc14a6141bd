import { describe, expect, it } from 'vitest';
import { ADMIN_ORDER_MESSAGES, MAX_ADMIN_NOTES_LENGTH, type UpdateOrderStatusInput } from '../../../shared/schemas/admin-orders.ts';
import { NCR_FEE, orderDesk } from '../../test/order-desk.ts';
import { callerFor, createTestUser } from '../../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../../test/test-db.ts';
import { failure, fieldErrorsOf } from '../../test/trpc-failure.ts';

/**
 * The owner moves an order through its statuses (admin.orders.updateStatus): its pieces follow, the
 * first approval is recorded, and notes reach the buyer; a missing order or a bad status changes nothing.
 */
describe.each(TEST_DATABASES)('admin orders: status and notes on %s', (kind) => {
  const db = useTestDatabase(kind);
  const { adminSetup, placeOrder, statusesOf } = orderDesk(db);

  it('shows one order with its items, the admin path of its proof and the account’s email', async () => {
    const { storage, admin } = await adminSetup();
    const { order, products, user } = await placeOrder(storage, { products: 2 });
    const shown = await admin().byId({ id: order.id });
    expect(shown).toMatchObject({
      id: order.id,
      status: 'pending',
      subtotal: 1000,
      shipping_fee: NCR_FEE,
      total_amount: 1000 + NCR_FEE,
      payment_proof: `/api/admin/orders/${order.id}/payment-proof`,
      user: { email: user?.email },
      email: user?.email,
      admin_notes: null,
      approved_at: null,
      items: products.map((product) => ({ product_id: product.id, product_name: product.name, price: 500 })),
    });
    expect(order.payment_proof).toBe(`/api/orders/${order.id}/payment-proof`);

    const guest = await placeOrder(storage, { buyer: { kind: 'guest', email: 'Leona.Florentino@Example.com' } });
    expect(await admin().byId({ id: String(guest.order.id) })).toMatchObject({ user: null, email: 'leona.florentino@example.com' });
  });

  it('sells the pieces when an order is approved, shipped or delivered, and records the first approval', async () => {
    const { storage, admin } = await adminSetup();
    const { order, products } = await placeOrder(storage, { products: 2 });
    expect(await statusesOf(products)).toEqual(['Pending', 'Pending']);

    const before = Date.now();
    const approved = await admin().updateStatus({ id: order.id, status: 'approved' });
    expect(approved.status).toBe('approved');
    expect(await statusesOf(products)).toEqual(['Sold', 'Sold']);
    const approvedAt = approved.approved_at ?? '';
    expect(Date.parse(approvedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(approvedAt)).toBeLessThanOrEqual(Date.now() + 1000);

    for (const status of ['shipped', 'delivered'] as const) {
      const updated = await admin().updateStatus({ id: order.id, status });
      expect(updated).toMatchObject({ status, approved_at: approvedAt });
      expect(await statusesOf(products)).toEqual(['Sold', 'Sold']);
    }
  });

  it('records the approval when an order goes straight from pending to shipped', async () => {
    const { storage, admin } = await adminSetup();
    const { order, products } = await placeOrder(storage);
    const shipped = await admin().updateStatus({ id: order.id, status: 'shipped' });
    expect(shipped.approved_at).not.toBeNull();
    expect(await statusesOf(products)).toEqual(['Sold']);
  });

  it('puts the pieces back on sale when an order is cancelled, and under review again when it is set back to pending', async () => {
    const { storage, admin } = await adminSetup();
    const { order, products } = await placeOrder(storage, { products: 2 });
    await admin().updateStatus({ id: order.id, status: 'approved' });

    await admin().updateStatus({ id: order.id, status: 'cancelled' });
    expect(await statusesOf(products)).toEqual(['Available', 'Available']);
    expect((await admin().byId({ id: order.id })).status).toBe('cancelled');

    await admin().updateStatus({ id: order.id, status: 'pending' });
    expect(await statusesOf(products)).toEqual(['Pending', 'Pending']);

    await admin().updateStatus({ id: order.id, status: 'delivered' });
    await admin().updateStatus({ id: order.id, status: 'pending' });
    expect(await statusesOf(products)).toEqual(['Pending', 'Pending']);
  });

  it('saves notes on an unchanged status without touching the pieces, so a restock stands', async () => {
    const { storage, admin } = await adminSetup();
    const { order, products } = await placeOrder(storage);
    await admin().updateStatus({ id: order.id, status: 'delivered' });
    const { user: adminUser } = await createTestUser(db().em(), { role: 'admin' });
    await callerFor(db().em(), { user: adminUser, storage }).admin.products.restock({ id: products[0]?.id ?? 0 });

    const noted = await admin().updateStatus({ id: order.id, status: 'delivered', admin_notes: 'Returned: wrong size' });
    expect(noted).toMatchObject({ status: 'delivered', admin_notes: 'Returned: wrong size' });
    expect(await statusesOf(products)).toEqual(['Available']);
  });

  it('saves notes the buyer sees in their own orders; leaving notes out keeps them, empty notes clear them', async () => {
    const { storage, admin } = await adminSetup();
    const { order, buyer } = await placeOrder(storage);

    const noted = await admin().updateStatus({ id: order.id, status: 'approved', admin_notes: '  Payment received, thank you!  ' });
    expect(noted.admin_notes).toBe('Payment received, thank you!');
    expect((await buyer().orders.byId({ id: order.id })).admin_notes).toBe('Payment received, thank you!');
    expect((await buyer().orders.list()).orders).toMatchObject([{ id: order.id, status: 'approved', admin_notes: 'Payment received, thank you!' }]);

    await admin().updateStatus({ id: order.id, status: 'shipped' });
    expect((await buyer().orders.byId({ id: order.id })).admin_notes).toBe('Payment received, thank you!');

    const sameStatus = await admin().updateStatus({ id: order.id, status: 'shipped', admin_notes: 'LBC tracking 1234 5678' });
    expect(sameStatus).toMatchObject({ status: 'shipped', admin_notes: 'LBC tracking 1234 5678' });

    await admin().updateStatus({ id: order.id, status: 'shipped', admin_notes: '' });
    expect((await buyer().orders.byId({ id: order.id })).admin_notes).toBeNull();
  });

  it('shows a guest the notes on their order too', async () => {
    const { storage, admin } = await adminSetup();
    const { order, buyer } = await placeOrder(storage, { buyer: { kind: 'guest', email: 'guest@example.com' } });
    await admin().updateStatus({ id: order.id, status: 'cancelled', admin_notes: 'The transfer never arrived.' });
    expect(await buyer().orders.byId({ id: order.id })).toMatchObject({ status: 'cancelled', admin_notes: 'The transfer never arrived.' });
  });

  it('answers NOT_FOUND for an order id that does not exist', async () => {
    const { admin } = await adminSetup();
    const missingView = await failure(admin().byId({ id: 999_999_999 }));
    expect(missingView.code).toBe('NOT_FOUND');
    expect(missingView.message).toBe('Order not found');
    const missingUpdate = await failure(admin().updateStatus({ id: 999_999_999, status: 'approved' }));
    expect(missingUpdate.code).toBe('NOT_FOUND');
    expect(missingUpdate.message).toBe('Order not found');
  });

  it('refuses a status outside the five with BAD_REQUEST and a field error, changing nothing', async () => {
    const { storage, admin } = await adminSetup();
    const { order, products } = await placeOrder(storage);
    const refused = await failure(admin().updateStatus({ id: order.id, status: 'refunded', admin_notes: 'Refunded' } as unknown as UpdateOrderStatusInput));
    expect(refused.code).toBe('BAD_REQUEST');
    expect(fieldErrorsOf(refused)).toEqual({ status: [ADMIN_ORDER_MESSAGES.statusInvalid] });
    const missing = await failure(admin().updateStatus({ id: order.id } as UpdateOrderStatusInput));
    expect(fieldErrorsOf(missing)).toEqual({ status: [ADMIN_ORDER_MESSAGES.statusInvalid] });
    const longNotes = await failure(admin().updateStatus({ id: order.id, status: 'approved', admin_notes: 'x'.repeat(MAX_ADMIN_NOTES_LENGTH + 1) }));
    expect(fieldErrorsOf(longNotes)).toEqual({ admin_notes: [ADMIN_ORDER_MESSAGES.notesTooLong] });
    expect(await admin().byId({ id: order.id })).toMatchObject({ status: 'pending', admin_notes: null });
    expect(await statusesOf(products)).toEqual(['Pending']);
    const badFilter = await failure(admin().list({ status: 'refunded' }));
    expect(fieldErrorsOf(badFilter)).toEqual({ status: [ADMIN_ORDER_MESSAGES.statusInvalid] });
  });
});
