import { nanoid } from 'nanoid';
import { describe, expect, it } from 'vitest';
import { HOLD_ADMIN_MESSAGES } from '../../../shared/cart-messages.ts';
import { adminCallerFor } from '../../test/admin-fixtures.ts';
import { createTestProduct, PASIG_DELIVERY } from '../../test/fixtures.ts';
import { callerFor, createTestUser } from '../../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../../test/test-db.ts';
import { failure } from '../../test/trpc-failure.ts';
import { Product } from '../pieces/entities.ts';

const HOUR = 60 * 60 * 1000;

describe.each(TEST_DATABASES)('admin holds on %s', (kind) => {
  const db = useTestDatabase(kind);

  it('lists live holds only, soonest to lapse first, naming a user by name and email and a guest by the start of its id', async () => {
    const { user } = await createTestUser(db().em());
    const guestId = nanoid();
    const soon = new Date(Date.now() + HOUR);
    const later = new Date(Date.now() + 2 * HOUR);
    const byGuest = await createTestProduct(db().em(), { holdBuyerKind: 'guest', holdBuyerId: guestId, holdExpiresAt: later, holdStartedAt: new Date(), holdAddress: '203.0.113.7' });
    const byUser = await createTestProduct(db().em(), { holdBuyerKind: 'user', holdBuyerId: String(user.id), holdExpiresAt: soon, holdStartedAt: new Date() });
    const lapsed = await createTestProduct(db().em(), { holdBuyerKind: 'guest', holdBuyerId: nanoid(), holdExpiresAt: new Date(Date.now() - 1000) });
    const ordered = await createTestProduct(db().em(), { status: 'Pending', holdBuyerKind: 'guest', holdBuyerId: nanoid(), holdExpiresAt: later });
    const { caller } = await adminCallerFor(db().em());

    const { holds } = await caller.admin.holds.list();
    const ids = holds.map((hold) => hold.product.id);
    expect(ids).not.toContain(lapsed.id);
    expect(ids).not.toContain(ordered.id);
    expect(ids.indexOf(byUser.id)).toBeLessThan(ids.indexOf(byGuest.id));
    expect(holds.find((hold) => hold.product.id === byUser.id)).toMatchObject({
      buyer: { kind: 'user', name: user.name, email: user.email },
      address: null,
      expires_at: soon.toISOString(),
    });
    expect(holds.find((hold) => hold.product.id === byGuest.id)).toMatchObject({
      product: { name: byGuest.name },
      buyer: { kind: 'guest', name: `Guest ${guestId.slice(0, 6)}…`, email: null },
      address: '203.0.113.7',
    });
    expect(JSON.stringify(holds)).not.toContain(guestId);
  });

  it('names a guest as they typed at checkout’s first step, by the profile it saves, not by the start of their id', async () => {
    const guestId = nanoid();
    const guest = callerFor(db().em(), { guestIdHeader: guestId });
    const piece = await createTestProduct(db().em());
    await guest.cart.add({ product_id: piece.id });
    await guest.profiles.save({ ...PASIG_DELIVERY, customer_name: 'Teodora Alonso', email: 'teodora@example.com' });
    await guest.cart.hold();
    const { caller } = await adminCallerFor(db().em());

    const { holds } = await caller.admin.holds.list();
    expect(holds.find((hold) => hold.product.id === piece.id)?.buyer).toEqual({ kind: 'guest', name: 'Teodora Alonso', email: 'teodora@example.com' });
    expect(JSON.stringify(holds)).not.toContain(guestId);
  });

  it('releases a live hold: the piece is Available for the next buyer at once, and the hold’s columns are cleared', async () => {
    const piece = await createTestProduct(db().em(), { holdBuyerKind: 'guest', holdBuyerId: nanoid(), holdExpiresAt: new Date(Date.now() + HOUR), holdStartedAt: new Date(), holdAddress: '203.0.113.8' });
    const { caller } = await adminCallerFor(db().em());
    expect(await caller.admin.holds.release({ id: piece.id })).toEqual({ id: piece.id });
    expect(await db().em().findOneOrFail(Product, { id: piece.id })).toMatchObject({ holdBuyerId: null, holdExpiresAt: null, holdStartedAt: null, holdAddress: null });
    expect((await callerFor(db().em()).catalog.byId({ id: piece.id })).status).toBe('Available');
    const next = callerFor(db().em(), { guestIdHeader: nanoid() }).cart;
    await next.add({ product_id: piece.id });
    await expect(next.hold()).resolves.toMatchObject({ is_hold_expired: false });
  });

  it('answers NOT_FOUND for a piece that is not on hold (never held, lapsed, or in an order) and changes nothing', async () => {
    const free = await createTestProduct(db().em());
    const lapsed = await createTestProduct(db().em(), { holdBuyerKind: 'guest', holdBuyerId: nanoid(), holdExpiresAt: new Date(Date.now() - 1000) });
    const { caller } = await adminCallerFor(db().em());
    for (const id of [free.id, lapsed.id, 999_999]) {
      const error = await failure(caller.admin.holds.release({ id }));
      expect(error).toMatchObject({ code: 'NOT_FOUND', message: HOLD_ADMIN_MESSAGES.notHeld });
    }
    expect((await db().em().findOneOrFail(Product, { id: lapsed.id })).holdBuyerId).not.toBeNull();
  });
});
