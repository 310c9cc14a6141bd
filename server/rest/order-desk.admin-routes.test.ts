import { nanoid } from 'nanoid';
import { describe, expect, it } from 'vitest';
import type { OrderEventsOutput, OrderNeighboursOutput } from '../../shared/schemas/admin-orders.ts';
import { adminRestClient, createTestOrder } from '../test/admin-fixtures.ts';
import { createTestProduct } from '../test/fixtures.ts';
import { createTestUser } from '../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../test/test-db.ts';

describe.each(TEST_DATABASES)('REST order desk on %s', (kind) => {
  const db = useTestDatabase(kind);

  async function setup() {
    const client = await adminRestClient(db());
    const name = `Teresa Magbanua ${nanoid(8)}`;
    const place = async (minute: number) =>
      createTestOrder(db().em(), { products: [await createTestProduct(db().em(), { status: 'Pending' })], customerName: name, createdAt: new Date(Date.UTC(2026, 1, 2, 9, minute)) });
    const older = await place(0);
    const newer = await place(5);
    return { ...client, name, older, newer };
  }

  it('answers the order’s timeline under data.events, naming the admin who acted', async () => {
    const { send, user, newer } = await setup();
    const shipped = await send('POST', `/admin/orders/${newer.id}/status`, { status: 'shipped', courier: 'lbc', tracking_number: '1234 5678 9012' });
    expect(shipped.status).toBe(200);

    const answer = await send('GET', `/admin/orders/${newer.id}/events`);
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { success: true; data: OrderEventsOutput };
    expect(body.success).toBe(true);
    expect(body.data.events.map(({ kind, actor_email, detail }) => ({ kind, actor_email, detail }))).toEqual([
      { kind: 'status', actor_email: user.email, detail: { from: 'pending', to: 'shipped' } },
      { kind: 'shipping', actor_email: user.email, detail: { courier: 'lbc', tracking_number: '1234 5678 9012' } },
    ]);
    expect((await send('GET', '/admin/orders/999999999/events')).status).toBe(404);
  });

  it('answers the neighbours for the list’s filters, with their page', async () => {
    const { send, name, older, newer } = await setup();
    const search = encodeURIComponent(name);
    const first = (await (await send('GET', `/admin/orders/${newer.id}/neighbours?search=${search}&status=&per_page=1`)).json()) as { data: OrderNeighboursOutput };
    expect(first.data).toEqual({ previous: null, next: { id: older.id, page: 2 } });
    const last = (await (await send('GET', `/admin/orders/${older.id}/neighbours?search=${search}`)).json()) as { data: OrderNeighboursOutput };
    expect(last.data).toEqual({ previous: { id: newer.id, page: 1 }, next: null });
    const badPage = await send('GET', `/admin/orders/${older.id}/neighbours?per_page=zero`);
    expect(badPage.status).toBe(422);
  });

  it('keeps both paths from anyone but an admin: 401 without a session, 403 for a customer', async () => {
    const { app, newer } = await setup();
    const { token } = await createTestUser(db().em());
    for (const path of [`/api/admin/orders/${newer.id}/events`, `/api/admin/orders/${newer.id}/neighbours`]) {
      const anonymous = await app.request(path);
      expect(anonymous.status, path).toBe(401);
      expect(await anonymous.json()).toEqual({ message: 'Unauthenticated.' });
      const customer = await app.request(path, { headers: { authorization: `Bearer ${token}` } });
      expect(customer.status, path).toBe(403);
    }
  });
});
