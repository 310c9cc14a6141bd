import { nanoid } from 'nanoid';
import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../../shared/constants.ts';
import type { AdminOrderListInput } from '../../../shared/schemas/admin-orders.ts';
import { orderDesk } from '../../test/order-desk.ts';
import { TEST_DATABASES, useTestDatabase } from '../../test/test-db.ts';

/** How the owner finds orders (admin.orders.list, admin.orders.counts): by status, by search, page by page. */
describe.each(TEST_DATABASES)('admin orders: finding and counting them on %s', (kind) => {
  const db = useTestDatabase(kind);
  const { adminSetup, placeOrder } = orderDesk(db);

  it('lists orders newest first, narrowed by status, with `all` meaning every status', async () => {
    const { storage, admin } = await adminSetup();
    const tag = nanoid(10);
    const first = await placeOrder(storage, { name: `Tandang Sora ${tag}` });
    const second = await placeOrder(storage, { name: `Tandang Sora ${tag}` });
    const third = await placeOrder(storage, { name: `Tandang Sora ${tag}` });
    await admin().updateStatus({ id: second.order.id, status: 'approved' });
    await admin().updateStatus({ id: third.order.id, status: 'cancelled' });

    const ids = async (input: AdminOrderListInput) => (await admin().list(input)).orders.map((order) => order.id);
    expect(await ids({ search: tag })).toEqual([third.order.id, second.order.id, first.order.id]);
    expect(await ids({ search: tag, status: 'all' })).toEqual([third.order.id, second.order.id, first.order.id]);
    expect(await ids({ search: tag, status: 'approved' })).toEqual([second.order.id]);
    expect(await ids({ search: tag, status: 'pending' })).toEqual([first.order.id]);

    const cancelled = await admin().list({ status: 'cancelled' });
    expect(cancelled.orders.map((order) => order.id)).toContain(third.order.id);
    expect(new Set(cancelled.orders.map((order) => order.status))).toEqual(new Set(['cancelled']));
  });

  it('finds orders by customer name, Instagram username or email, whatever their case', async () => {
    const { storage, admin } = await adminSetup();
    const tag = nanoid(8).replace(/[^a-z]/gi, 'x');
    const byName = await placeOrder(storage, { name: `Melchora Aquino ${tag}` });
    const byInstagram = await placeOrder(storage, { instagram: `sora_${tag}` });
    const byGuestEmail = await placeOrder(storage, { buyer: { kind: 'guest', email: `gregoria.${tag}@example.com` } });
    const byUserEmail = await placeOrder(storage);

    const found = async (search: string) => (await admin().list({ search })).orders.map((order) => order.id);
    expect(await found(`melchora aquino ${tag.toUpperCase()}`)).toEqual([byName.order.id]);
    expect(await found(`SORA_${tag.toLowerCase()}`)).toEqual([byInstagram.order.id]);
    expect(await found(`Gregoria.${tag.toUpperCase()}@EXAMPLE.com`)).toEqual([byGuestEmail.order.id]);
    expect(await found(byUserEmail.user?.email.toUpperCase() ?? '')).toEqual([byUserEmail.order.id]);
    expect(await found(`  ${tag}  `)).toHaveLength(3);
  });

  it('treats `%` and `_` in a search as letters, not wildcards', async () => {
    const { storage, admin } = await adminSetup();
    const tag = nanoid(8).replace(/[^a-z]/gi, 'q');
    const literal = await placeOrder(storage, { instagram: `under_score${tag}` });
    await placeOrder(storage, { instagram: `underXscore${tag}` });
    expect((await admin().list({ search: `under_score${tag}` })).orders.map((order) => order.id)).toEqual([literal.order.id]);
    expect((await admin().list({ search: `%score${tag}` })).orders).toEqual([]);
  });

  it('finds an order by its id typed as `12` or `#12`', async () => {
    const { storage, admin } = await adminSetup();
    const { order } = await placeOrder(storage);
    const withHash = await admin().list({ search: `#${order.id}` });
    expect(withHash.orders.map((found) => found.id)).toEqual([order.id]);
    const plain = await admin().list({ search: String(order.id), per_page: 100 });
    expect(plain.orders.map((found) => found.id)).toContain(order.id);
    // Anything else the bare number finds has it in a field the search reads: a name, Instagram
    // username, email, payment reference or the name of a piece (random names may hold the digits).
    for (const other of plain.orders.filter((found) => found.id !== order.id)) {
      const searched = [other.customer_name, other.instagram_username, other.email, other.payment_reference, ...other.items.map((item) => item.product_name)];
      expect(searched.join(' ')).toContain(String(order.id));
    }
    expect((await admin().list({ search: '#999999999' })).orders).toEqual([]);
  });

  it('pages the list and reports page, page size, total and last page', async () => {
    const { storage, admin } = await adminSetup();
    const tag = nanoid(10);
    const placed = [];
    for (let index = 0; index < 3; index += 1) placed.push(await placeOrder(storage, { name: `Josefa Llanes ${tag}` }));
    const newestFirst = placed.map(({ order }) => order.id).reverse();

    const pageOne = await admin().list({ search: tag, per_page: 2 });
    expect(pageOne.meta).toEqual({ page: 1, per_page: 2, total: 3, last_page: 2 });
    expect(pageOne.orders.map((order) => order.id)).toEqual(newestFirst.slice(0, 2));
    const pageTwo = await admin().list({ search: tag, per_page: '2', page: '2' });
    expect(pageTwo.meta).toEqual({ page: 2, per_page: 2, total: 3, last_page: 2 });
    expect(pageTwo.orders.map((order) => order.id)).toEqual(newestFirst.slice(2));
    const none = await admin().list({ search: `nobody-${tag}` });
    expect(none).toMatchObject({ orders: [], meta: { page: 1, per_page: 50, total: 0, last_page: 1 } });
    expect(Date.parse(none.read_at)).not.toBeNaN();
  });

  it('counts each status tab among the orders the search matches', async () => {
    const { storage, admin } = await adminSetup();
    const tag = nanoid(10);
    const statuses: OrderStatus[] = ['pending', 'approved', 'approved', 'shipped', 'cancelled'];
    for (const status of statuses) {
      const { order } = await placeOrder(storage, { name: `Teresa Magbanua ${tag}` });
      if (status !== 'pending') await admin().updateStatus({ id: order.id, status });
    }
    await placeOrder(storage);

    expect(await admin().counts({ search: tag })).toEqual({ all: 5, pending: 1, awaiting_payment_fix: 0, approved: 2, shipped: 1, delivered: 0, cancelled: 1 });
    const [one] = (await admin().list({ search: tag, status: 'shipped' })).orders;
    expect(await admin().counts({ search: `#${one?.id}` })).toEqual({ all: 1, pending: 0, awaiting_payment_fix: 0, approved: 0, shipped: 1, delivered: 0, cancelled: 0 });
    expect(await admin().counts({ search: `nobody-${tag}` })).toEqual({ all: 0, pending: 0, awaiting_payment_fix: 0, approved: 0, shipped: 0, delivered: 0, cancelled: 0 });
    const everything = await admin().counts({});
    const listed = await admin().list({ per_page: 1 });
    expect(everything.all).toBe(listed.meta.total);
    expect(everything.all).toBe(everything.pending + everything.approved + everything.shipped + everything.delivered + everything.cancelled);
  });
});
