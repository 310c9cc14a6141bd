import { nanoid } from 'nanoid';
import { describe, expect, it } from 'vitest';
import { createTestOrder } from '../../test/admin-fixtures.ts';
import { createTestProduct } from '../../test/fixtures.ts';
import { createTestUser } from '../../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../../test/test-db.ts';
import { listCustomers } from './customers.service.ts';

const at = (iso: string) => new Date(iso);

describe.each(TEST_DATABASES)('the owner’s customer list on %s', (kind) => {
  const db = useTestDatabase(kind);

  it('counts each e-mail once, account and guest orders alike, with what its paid orders came to', async () => {
    const em = db().em();
    const tag = nanoid(8).toLowerCase().replace(/[^a-z0-9]/g, 'x');
    const email = (name: string) => `${name}.${tag}@example.com`;
    const piece = (price: number) => createTestProduct(em, { priceCentavos: price });
    // Maria has an account and also bought as a guest, her address typed in capitals.
    const { user: maria } = await createTestUser(em, { email: email('maria') });
    await createTestOrder(em, { products: [await piece(100_000)], user: maria, status: 'delivered', createdAt: at('2030-01-02T00:00:00Z') });
    await createTestOrder(em, {
      products: [await piece(50_000)],
      email: email('MARIA').toUpperCase(),
      customerName: 'Maria Clara',
      status: 'approved',
      createdAt: at('2030-01-05T00:00:00Z'),
    });
    await createTestOrder(em, { products: [await piece(20_000)], user: maria, status: 'cancelled', createdAt: at('2030-01-06T00:00:00Z') });
    // A guest with one order waiting for payment: counted, nothing spent yet.
    await createTestOrder(em, { products: [await piece(30_000)], email: email('juan'), customerName: 'Juan Luna', status: 'pending', createdAt: at('2030-01-07T00:00:00Z') });
    // An account that has not bought.
    const { user: sora } = await createTestUser(em, { email: email('sora') });

    const { customers, meta } = await listCustomers(em, { search: tag, page: 1 });
    expect(customers).toEqual([
      { email: email('juan'), name: 'Juan Luna', has_account: false, orders: 1, paid_orders: 0, spent_centavos: 0, last_order_at: '2030-01-07T00:00:00.000Z' },
      // The account's name, not the one typed on a guest order.
      { email: email('maria'), name: maria.name, has_account: true, orders: 3, paid_orders: 2, spent_centavos: 108_000 + 58_000, last_order_at: '2030-01-06T00:00:00.000Z' },
      { email: email('sora'), name: sora.name, has_account: true, orders: 0, paid_orders: 0, spent_centavos: 0, last_order_at: null },
    ]);
    expect(meta).toEqual({ page: 1, per_page: 30, total: 3, last_page: 1 });

    // Found by name too, whatever its case; `%` typed is a letter, not a wildcard.
    expect((await listCustomers(em, { search: `JUAN LUNA`, page: 1 })).customers.map((customer) => customer.email)).toContain(email('juan'));
    expect((await listCustomers(em, { search: `%${tag}`, page: 1 })).customers).toEqual([]);
    // A page past the last is empty and still says how many there are.
    expect(await listCustomers(em, { search: tag, page: 2 })).toEqual({ customers: [], meta: { page: 2, per_page: 30, total: 3, last_page: 1 } });
  });
});
