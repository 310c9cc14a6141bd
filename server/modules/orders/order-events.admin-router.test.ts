import { describe, expect, it } from 'vitest';
import { createTestOrder } from '../../test/admin-fixtures.ts';
import { createTestProduct } from '../../test/fixtures.ts';
import { callerFor, createTestUser } from '../../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../../test/test-db.ts';
import { failure } from '../../test/trpc-failure.ts';

describe.each(TEST_DATABASES)('the order timeline on %s', (kind) => {
  const db = useTestDatabase(kind);

  async function setup() {
    const { user: owner } = await createTestUser(db().em(), { role: 'admin' });
    const { user: helper } = await createTestUser(db().em(), { role: 'admin' });
    const order = await createTestOrder(db().em(), { products: [await createTestProduct(db().em(), { status: 'Pending' })] });
    return { order, owner, helper, as: (user: typeof owner) => callerFor(db().em(), { user }).admin.orders };
  }

  it('records each status, note and shipping change with the admin who made it, oldest first', async () => {
    const { order, owner, helper, as } = await setup();
    await as(owner).updateStatus({ id: order.id, status: 'approved', admin_notes: 'Payment received, thank you!' });
    await as(helper).updateStatus({ id: order.id, status: 'shipped', courier: 'jnt', tracking_number: ' 640012345678 ' });
    // Saving again what is already there records nothing.
    await as(helper).updateStatus({ id: order.id, status: 'shipped', admin_notes: 'Payment received, thank you!', courier: 'jnt' });
    await as(owner).updateStatus({ id: order.id, status: 'shipped', admin_notes: '' });

    const { events } = await as(owner).events({ id: order.id });
    expect(events.map(({ kind, actor_email, detail }) => ({ kind, actor_email, detail }))).toEqual([
      { kind: 'status', actor_email: owner.email, detail: { from: 'pending', to: 'approved' } },
      { kind: 'note', actor_email: owner.email, detail: { note: 'Payment received, thank you!' } },
      { kind: 'status', actor_email: helper.email, detail: { from: 'approved', to: 'shipped' } },
      { kind: 'shipping', actor_email: helper.email, detail: { courier: 'jnt', tracking_number: '640012345678' } },
      { kind: 'note', actor_email: owner.email, detail: { note: null } },
    ]);
    const times = events.map((event) => Date.parse(event.created_at));
    expect(times.every((time, index) => index === 0 || time >= (times[index - 1] ?? 0))).toBe(true);
  });

  it('is the owner’s alone: a buyer is forbidden, a visitor unauthorised, a missing order not found', async () => {
    const { order, owner, as } = await setup();
    const { user: buyer } = await createTestUser(db().em());
    expect((await failure(as(buyer).events({ id: order.id }))).code).toBe('FORBIDDEN');
    expect((await failure(callerFor(db().em()).admin.orders.events({ id: order.id }))).code).toBe('UNAUTHORIZED');
    expect((await failure(as(owner).events({ id: order.id + 1_000_000 }))).code).toBe('NOT_FOUND');
    expect(await as(owner).events({ id: order.id })).toEqual({ events: [] });
  });
});
