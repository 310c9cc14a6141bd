import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../../shared/constants.ts';
import { PACKING_SLIP_MESSAGES, type PackingSlipsOutput } from '../../../shared/schemas/packing-slips.ts';
import { SETTINGS_MESSAGES } from '../../../shared/schemas/settings.ts';
import { adminRestClient, createTestOrder } from '../../test/admin-fixtures.ts';
import { createTestProduct } from '../../test/fixtures.ts';
import { callerFor, createTestUser } from '../../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../../test/test-db.ts';
import { failure, fieldErrorsOf } from '../../test/trpc-failure.ts';
import { Order } from './order.entity.ts';

describe.each(TEST_DATABASES)('packing slips on %s', (kind) => {
  const db = useTestDatabase(kind);

  async function admin() {
    const { user } = await createTestUser(db().em(), { role: 'admin' });
    return callerFor(db().em(), { user }).admin.orders;
  }

  /** An order with a full delivery address, placed `minutesAgo`, its pieces with SKUs or without. */
  async function order(status: OrderStatus, minutesAgo: number, skus: (string | null)[] = [null]) {
    const em = db().em();
    const products = [];
    for (const sku of skus) products.push(await createTestProduct(em, { sku: sku === null ? null : `${sku}-${Math.random().toString(36).slice(2, 8)}` }));
    const created = await createTestOrder(em, { products, status, customerName: `Leonor Rivera ${minutesAgo}`, createdAt: new Date(Date.now() - minutesAgo * 60_000) });
    em.assign(created, { addressLine1: 'Unit 4, 12 Kapitolyo St.', barangay: 'Kapitolyo', mobileNumber: '09175550101' });
    await em.flush();
    return { order: created, products };
  }

  it('gives every Approved order’s slip at once, oldest first, with address, pieces, SKUs, totals and shipment', async () => {
    const older = await order('approved', 30, ['RACK-A', null]);
    const newer = await order('approved', 10);
    const pending = await order('pending', 20);
    const em = db().em();
    em.assign(await em.findOneOrFail(Order, { id: newer.order.id }), { courier: 'jnt', trackingNumber: '820012345678' });
    await em.flush();

    const { slips, more } = await (await admin()).packingSlips({ status: 'approved' });
    const ids = slips.map((slip) => slip.id);
    expect(ids).toContain(older.order.id);
    expect(ids.indexOf(older.order.id)).toBeLessThan(ids.indexOf(newer.order.id));
    expect(ids).not.toContain(pending.order.id);
    expect(more).toBe(false);
    expect(slips.find((slip) => slip.id === older.order.id)).toEqual({
      id: older.order.id,
      status: 'approved',
      created_at: older.order.createdAt.toISOString(),
      customer_name: 'Leonor Rivera 30',
      instagram_username: older.order.instagramUsername,
      address_line1: 'Unit 4, 12 Kapitolyo St.',
      barangay: 'Kapitolyo',
      city: 'Pasig City',
      province: 'Metro Manila',
      mobile_number: '09175550101',
      items: older.products.map((product) => ({ name: product.name, sku: product.sku ?? null, price: 500 })),
      subtotal: 1000,
      shipping_fee: 80,
      discount: 0,
      total_amount: 1080,
      courier: null,
      tracking_number: null,
    });
    expect(slips.find((slip) => slip.id === older.order.id)?.items[0]?.sku).toMatch(/^RACK-A-/);
    expect(slips.find((slip) => slip.id === newer.order.id)).toMatchObject({ courier: 'jnt', tracking_number: '820012345678' });
  });

  it('gives the shop’s return address with the slips: the owner’s lines as set, Pasig City until then (audit C-16)', async () => {
    const { user } = await createTestUser(db().em(), { role: 'admin' });
    const owner = callerFor(db().em(), { user }).admin;
    const { order: placed } = await order('approved', 5);
    expect((await owner.orders.packingSlips({ order: placed.id })).return_address).toBe('Pasig City, Metro Manila');

    const address = 'Ukay Vintage\n12 Kapitolyo St., Kapitolyo\nPasig City, Metro Manila 1603\n0917 555 0101';
    await owner.settings.update({ key: 'return_address', value: `  ${address}\n` });
    expect((await owner.orders.packingSlips({ order: placed.id })).return_address).toBe(address);
    const tooLong = await failure(owner.settings.update({ key: 'return_address', value: 'x'.repeat(301) }));
    expect(fieldErrorsOf(tooLong)).toEqual({ value: [SETTINGS_MESSAGES.returnAddressTooLong] });
    await owner.settings.update({ key: 'return_address', value: '' });
    expect((await owner.orders.packingSlips({ order: placed.id })).return_address).toBe('Pasig City, Metro Manila');
  });

  it('gives one order’s slip whatever its status; an unknown order is not found', async () => {
    const shipped = await order('shipped', 5);
    const orders = await admin();
    expect((await orders.packingSlips({ order: shipped.order.id })).slips.map((slip) => slip.id)).toEqual([shipped.order.id]);
    expect((await orders.packingSlips({ order: String(shipped.order.id) })).slips).toHaveLength(1);
    expect((await failure(orders.packingSlips({ order: 2_000_000_000 }))).code).toBe('NOT_FOUND');
  });

  it('gives the slips of the orders chosen on the order desk, oldest first, from a list or from ?orders=12,15', async () => {
    const first = await order('approved', 1);
    const second = await order('shipped', 1);
    const orders = await admin();
    const ids = [first.order.id, second.order.id];
    expect((await orders.packingSlips({ orders: [second.order.id, first.order.id] })).slips.map((slip) => slip.id)).toEqual(ids);
    const { send } = await adminRestClient(db());
    const response = await send('GET', `/admin/packing-slips?orders=${second.order.id},${first.order.id}`);
    expect(((await response.json()) as { data: PackingSlipsOutput }).data.slips.map((slip) => slip.id)).toEqual(ids);
    expect((await send('GET', '/admin/packing-slips?orders=12,twelve')).status).toBe(422);
  });

  it('takes one order, some orders or one status, not two or none; only admins may print', async () => {
    const orders = await admin();
    for (const input of [{}, { order: 1, status: 'approved' as const }, { orders: [1], status: 'approved' as const }]) {
      const refused = await failure(orders.packingSlips(input));
      expect(refused.code).toBe('BAD_REQUEST');
      expect(JSON.stringify(fieldErrorsOf(refused))).toContain(PACKING_SLIP_MESSAGES.orderOrStatus);
    }
    const { user } = await createTestUser(db().em());
    expect((await failure(callerFor(db().em(), { user }).admin.orders.packingSlips({ status: 'approved' }))).code).toBe('FORBIDDEN');
  });

  it('answers GET /api/admin/packing-slips?status=approved with the slips under data', async () => {
    const approved = await order('approved', 1);
    const { send } = await adminRestClient(db());
    const response = await send('GET', '/admin/packing-slips?status=approved');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { success: true; data: PackingSlipsOutput };
    expect(body.data.slips.map((slip) => slip.id)).toContain(approved.order.id);
    expect((await send('GET', '/admin/packing-slips?status=lost')).status).toBe(422);
  });
});
