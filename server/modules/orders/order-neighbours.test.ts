import { nanoid } from 'nanoid';
import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../../shared/constants.ts';
import { createTestOrder } from '../../test/admin-fixtures.ts';
import { createTestProduct } from '../../test/fixtures.ts';
import { callerFor, createTestUser } from '../../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../../test/test-db.ts';
import { failure } from '../../test/trpc-failure.ts';

describe.each(TEST_DATABASES)('next and previous order on %s', (kind) => {
  const db = useTestDatabase(kind);

  /**
   * Five orders of one buyer name (so a search isolates them from other tests' orders), placed a minute
   * apart, oldest first; two of them at the same instant, which the list orders by id.
   */
  async function fiveOrders() {
    const { user } = await createTestUser(db().em(), { role: 'admin' });
    const name = `Leona Florentino ${nanoid(8)}`;
    const start = Date.UTC(2026, 0, 10, 8);
    const statuses: OrderStatus[] = ['pending', 'approved', 'pending', 'pending', 'cancelled'];
    const minutes = [0, 1, 2, 2, 3];
    const orders = [];
    for (const [index, status] of statuses.entries()) {
      const product = await createTestProduct(db().em());
      orders.push(await createTestOrder(db().em(), { products: [product], status, customerName: name, createdAt: new Date(start + (minutes[index] ?? 0) * 60_000) }));
    }
    // The list shows newest first: [4, 3, 2, 1, 0] by index.
    const ids = orders.map((order) => order.id);
    return { ids, name, admin: () => callerFor(db().em(), { user }).admin.orders };
  }

  it('steps through the list in its order, newest first, with nothing before the first or after the last', async () => {
    const { ids, name, admin } = await fiveOrders();
    const [a, b, c, d, e] = ids as [number, number, number, number, number];
    const listed = (await admin().list({ search: name })).orders.map((order) => order.id);
    expect(listed).toEqual([e, d, c, b, a]);
    expect(await admin().neighbours({ id: e, search: name })).toEqual({ previous: null, next: { id: d, page: 1 } });
    // c and d were placed at the same instant: the higher id is listed first.
    expect(await admin().neighbours({ id: d, search: name })).toEqual({ previous: { id: e, page: 1 }, next: { id: c, page: 1 } });
    expect(await admin().neighbours({ id: c, search: name })).toEqual({ previous: { id: d, page: 1 }, next: { id: b, page: 1 } });
    expect(await admin().neighbours({ id: a, search: name })).toEqual({ previous: { id: b, page: 1 }, next: null });
  });

  it('keeps to the tab and says on which page a neighbour is', async () => {
    const { ids, name, admin } = await fiveOrders();
    const [a, , c, d] = ids as [number, number, number, number, number];
    const pending = { search: name, status: 'pending' as const };
    expect(await admin().neighbours({ id: d, ...pending })).toEqual({ previous: null, next: { id: c, page: 1 } });
    expect(await admin().neighbours({ id: c, ...pending, per_page: 1 })).toEqual({ previous: { id: d, page: 1 }, next: { id: a, page: 3 } });
    expect(await admin().neighbours({ id: a, ...pending, per_page: 2 })).toEqual({ previous: { id: c, page: 1 }, next: null });
  });

  it('finds the next pending order after one has just left the Pending tab', async () => {
    const { ids, name, admin } = await fiveOrders();
    const [a, , c, d] = ids as [number, number, number, number, number];
    await admin().updateStatus({ id: c, status: 'approved' });
    expect(await admin().neighbours({ id: c, search: name, status: 'pending' })).toEqual({ previous: { id: d, page: 1 }, next: { id: a, page: 1 } });
  });

  it('is refused to anyone but an admin, and for an order that does not exist', async () => {
    const { ids, admin } = await fiveOrders();
    const { user: buyer } = await createTestUser(db().em());
    expect((await failure(callerFor(db().em(), { user: buyer }).admin.orders.neighbours({ id: ids[0] ?? 0 }))).code).toBe('FORBIDDEN');
    expect((await failure(admin().neighbours({ id: 2_000_000_000 }))).code).toBe('NOT_FOUND');
  });
});
