import { describe, expect, it } from 'vitest';
import { BULK_ORDER_MESSAGES, MAX_BULK_ORDERS } from '../../../shared/schemas/admin-orders.ts';
import { orderDesk } from '../../test/order-desk.ts';
import { TEST_DATABASES, useTestDatabase } from '../../test/test-db.ts';
import { failure, fieldErrorsOf } from '../../test/trpc-failure.ts';

/** The order desk's bulk action (admin.orders.bulkStatus): many orders at once, each as one is moved, all or none. */
describe.each(TEST_DATABASES)('admin orders: bulk status on %s', (kind) => {
  const db = useTestDatabase(kind);
  const { adminSetup, placeOrder, statusesOf } = orderDesk(db);

  it('approves every order chosen, selling their pieces and writing each order’s timeline', async () => {
    const { storage, admin } = await adminSetup();
    const first = await placeOrder(storage, { products: 2 });
    const second = await placeOrder(storage);
    const untouched = await placeOrder(storage);

    expect(await admin().bulkStatus({ ids: [second.order.id, first.order.id, second.order.id], status: 'approved' })).toEqual({
      ids: [first.order.id, second.order.id],
    });
    for (const { order } of [first, second]) {
      expect((await admin().byId({ id: order.id })).status).toBe('approved');
      const { events } = await admin().events({ id: order.id });
      expect(events.map((event) => [event.kind, event.detail])).toContainEqual(['status', { from: 'pending', to: 'approved' }]);
    }
    expect(await statusesOf([...first.products, ...second.products])).toEqual(['Sold', 'Sold', 'Sold']);
    expect((await admin().byId({ id: untouched.order.id })).status).toBe('pending');

    await admin().bulkStatus({ ids: [first.order.id, second.order.id], status: 'shipped' });
    expect((await admin().byId({ id: first.order.id })).status).toBe('shipped');
  });

  it('changes none when one of them is not there, and refuses an empty choice, too many or another status', async () => {
    const { storage, admin } = await adminSetup();
    const { order } = await placeOrder(storage);
    await expect(admin().bulkStatus({ ids: [order.id, 999_999], status: 'approved' })).rejects.toThrow('Order not found');
    expect((await admin().byId({ id: order.id })).status).toBe('pending');

    expect(fieldErrorsOf(await failure(admin().bulkStatus({ ids: [], status: 'approved' })))).toEqual({ ids: [BULK_ORDER_MESSAGES.noneChosen] });
    const tooMany = Array.from({ length: MAX_BULK_ORDERS + 1 }, (_, index) => index + 1);
    expect(fieldErrorsOf(await failure(admin().bulkStatus({ ids: tooMany, status: 'approved' })))).toEqual({ ids: [BULK_ORDER_MESSAGES.tooMany] });
    // @ts-expect-error: cancelling is one order at a time, with the reason in its note
    expect(fieldErrorsOf(await failure(admin().bulkStatus({ ids: [order.id], status: 'cancelled' })))).toEqual({ status: [BULK_ORDER_MESSAGES.statusInvalid] });
  });
});
