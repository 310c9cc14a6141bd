import { nanoid } from 'nanoid';
import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../../shared/constants.ts';
import { ADMIN_ORDER_MESSAGES, MAX_ADMIN_NOTES_LENGTH, type AdminOrderListInput, type UpdateOrderStatusInput } from '../../../shared/schemas/admin-orders.ts';
import { METRO_MANILA } from '../../../shared/shipping.ts';
import { temporaryStorage } from '../../test/admin-fixtures.ts';
import { createTestProduct, proofFile } from '../../test/fixtures.ts';
import { callerFor, createTestUser } from '../../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../../test/test-db.ts';
import { failure, fieldErrorsOf } from '../../test/trpc-failure.ts';
import type { Storage } from '../../storage/storage.ts';
import type { User } from '../users/user.entity.ts';
import { Product } from '../pieces/entities.ts';

const NCR_FEE = 80;

type Buyer = { kind: 'user' } | { kind: 'guest'; email: string };
type PlaceOptions = { products?: number; buyer?: Buyer; name?: string; instagram?: string };

describe.each(TEST_DATABASES)('admin orders on %s', (kind) => {
  const db = useTestDatabase(kind);

  /** An admin, and a fresh caller per call as each request would have its own entity manager. */
  async function adminSetup() {
    const { storage } = await temporaryStorage();
    const { user } = await createTestUser(db().em(), { role: 'admin' });
    return { storage, admin: () => callerFor(db().em(), { user, storage }).admin.orders };
  }

  /** A buyer puts fresh pieces in their cart and checks out with a real image as proof of payment. */
  async function placeOrder(storage: Storage, options: PlaceOptions = {}) {
    const buyer = options.buyer ?? { kind: 'user' };
    const products: Product[] = [];
    for (let index = 0; index < (options.products ?? 1); index += 1) {
      products.push(await createTestProduct(db().em(), { name: `Piece ${nanoid(6)}`, priceCentavos: 50_000 }));
    }
    const subtotal = products.length * 500;
    const details = {
      customer_name: options.name ?? `Gabriela Silang ${nanoid(8)}`,
      instagram_username: options.instagram ?? `gabriela_${nanoid(8)}`,
      address_line1: '7 Calle Real',
      barangay: 'Poblacion',
      city: 'Makati City',
      province: METRO_MANILA,
      mobile_number: '09171234567',
      payment_proof: await proofFile(),
      shipping_fee: NCR_FEE,
      grand_total: subtotal + NCR_FEE,
    };
    if (buyer.kind === 'guest') {
      const guestId = nanoid();
      const caller = callerFor(db().em(), { guestIdHeader: guestId, storage });
      for (const product of products) await caller.cart.add({ product_id: product.id });
      const order = await caller.orders.placeAsGuest({ ...details, email: buyer.email, guest_id: guestId });
      return { order, products, user: null, buyer: () => callerFor(db().em(), { guestIdHeader: guestId, storage }) };
    }
    const { user } = await createTestUser(db().em());
    const caller = callerFor(db().em(), { user, storage });
    for (const product of products) await caller.cart.add({ product_id: product.id });
    const order = await caller.orders.place(details);
    return { order, products, user: user as User | null, buyer: () => callerFor(db().em(), { user, storage }) };
  }

  /** Another customer buys a piece that is back on sale, delivering to Metro Manila. */
  async function buyAgain(storage: Storage, piece: Product) {
    const { user } = await createTestUser(db().em());
    const other = callerFor(db().em(), { user, storage });
    await other.cart.add({ product_id: piece.id });
    return other.orders.place({
      customer_name: 'Trinidad Tecson',
      instagram_username: 'ina_ng_biak',
      address_line1: '3 Mabini St.',
      barangay: 'San Roque',
      city: 'Quezon City',
      province: METRO_MANILA,
      mobile_number: '09181234567',
      payment_proof: await proofFile(),
      shipping_fee: NCR_FEE,
      grand_total: 500 + NCR_FEE,
    });
  }

  async function statusesOf(products: Product[]) {
    const stored = await db().em().find(Product, { id: { $in: products.map((product) => product.id) } }, { orderBy: { id: 'asc' } });
    return stored.map((product) => product.status);
  }

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
    expect(none).toEqual({ orders: [], meta: { page: 1, per_page: 50, total: 0, last_page: 1 } });
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

    expect(await admin().counts({ search: tag })).toEqual({ all: 5, pending: 1, approved: 2, shipped: 1, delivered: 0, cancelled: 1 });
    const [one] = (await admin().list({ search: tag, status: 'shipped' })).orders;
    expect(await admin().counts({ search: `#${one?.id}` })).toEqual({ all: 1, pending: 0, approved: 0, shipped: 1, delivered: 0, cancelled: 0 });
    expect(await admin().counts({ search: `nobody-${tag}` })).toEqual({ all: 0, pending: 0, approved: 0, shipped: 0, delivered: 0, cancelled: 0 });
    const everything = await admin().counts({});
    const listed = await admin().list({ per_page: 1 });
    expect(everything.all).toBe(listed.meta.total);
    expect(everything.all).toBe(everything.pending + everything.approved + everything.shipped + everything.delivered + everything.cancelled);
  });

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

  it('lets a cancelled order’s pieces be bought again by another buyer', async () => {
    const { storage, admin } = await adminSetup();
    const { order, products } = await placeOrder(storage);
    await admin().updateStatus({ id: order.id, status: 'cancelled' });
    const piece = products[0] as Product;

    const reordered = await buyAgain(storage, piece);
    expect(reordered.items.map((item) => item.product_id)).toEqual([piece.id]);
    expect(await statusesOf(products)).toEqual(['Pending']);
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
    const { storage, admin } = await adminSetup();
    const first = await placeOrder(storage);
    const piece = first.products[0] as Product;
    await admin().updateStatus({ id: first.order.id, status: 'delivered' });
    // The buyer sent it back, the shop sold it again, and the first sale is then written off as cancelled.
    const { user: adminUser } = await createTestUser(db().em(), { role: 'admin' });
    await callerFor(db().em(), { user: adminUser, storage }).admin.products.restock({ id: piece.id });
    await buyAgain(storage, piece);

    const cancelled = await admin().updateStatus({ id: first.order.id, status: 'cancelled' });
    expect(cancelled.status).toBe('cancelled');
    expect(await statusesOf([piece])).toEqual(['Pending']);
  });

  it('refuses to take a returned piece back into its delivered order once another order holds it', async () => {
    const { storage, admin } = await adminSetup();
    const first = await placeOrder(storage);
    const piece = first.products[0] as Product;
    await admin().updateStatus({ id: first.order.id, status: 'delivered' });
    const { user: adminUser } = await createTestUser(db().em(), { role: 'admin' });
    await callerFor(db().em(), { user: adminUser, storage }).admin.products.restock({ id: piece.id });
    const second = await buyAgain(storage, piece);

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
    const { storage, admin } = await adminSetup();
    const first = await placeOrder(storage);
    const piece = first.products[0] as Product;
    await admin().updateStatus({ id: first.order.id, status: 'delivered' });
    // The buyer sent it back; the shop sells it again.
    const { user: adminUser } = await createTestUser(db().em(), { role: 'admin' });
    await callerFor(db().em(), { user: adminUser, storage }).admin.products.restock({ id: piece.id });
    const second = await buyAgain(storage, piece);

    expect((await admin().updateStatus({ id: second.id, status: 'approved' })).status).toBe('approved');
    expect(await statusesOf([piece])).toEqual(['Sold']);
    await admin().updateStatus({ id: second.id, status: 'cancelled' });
    expect(await statusesOf([piece])).toEqual(['Available']);
    // The first order keeps its history.
    expect((await admin().byId({ id: first.order.id })).status).toBe('delivered');
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
