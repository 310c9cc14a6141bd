import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUYER_KINDS, ORDER_STATUSES, STORED_PRODUCT_STATUSES } from '../../../shared/constants.ts';
import type { Buyer } from '../../buyer.ts';
import type { LiveChange, OrderChange, PieceChange } from '../pieces/pieces.ts';
import { projectionOf, type LiveViewer } from './live-projection.ts';

const NOW = new Date('2026-11-24T10:00:00.000Z');
const LATER = '2026-11-24T10:15:00.000Z';
const EARLIER = '2026-11-24T09:45:00.000Z';

const guestA: Buyer = { kind: 'guest', id: 'guest-a-000000000000000' };
const userB: Buyer = { kind: 'user', id: '2' };

const piece = (change: Partial<PieceChange> = {}): PieceChange => ({
  type: 'piece',
  id: 7,
  status: 'Available',
  holder: null,
  holdExpiresAt: null,
  dropAt: EARLIER,
  listed: true,
  edited: false,
  ...change,
});
const order = (buyer: Buyer, change: Partial<OrderChange> = {}): OrderChange => ({ type: 'order', id: 12, status: 'pending', placed: true, buyer, ...change });

const viewer = (buyer: Buyer | null, admin = false): LiveViewer => ({ buyer, admin });

describe('what each viewer is told of a piece', () => {
  it('shows a running hold as OnHold with its expiry to everyone, and as theirs only to the holder', () => {
    const project = projectionOf(piece({ holder: guestA, holdExpiresAt: LATER }), NOW);
    const toOthers = { type: 'piece', id: 7, status: 'OnHold', hold_expires_at: LATER, held_by_you: false, listed: true, edited: false };
    expect(project(viewer(null))).toEqual([toOthers]);
    expect(project(viewer(userB, true))).toEqual([toOthers]);
    expect(project(viewer({ kind: 'user', id: guestA.id }))).toEqual([toOthers]);
    expect(project(viewer(guestA))).toEqual([{ ...toOthers, held_by_you: true }]);
  });

  it('shows a hold that lapsed before the send as Available, to its holder too', () => {
    const project = projectionOf(piece({ holder: guestA, holdExpiresAt: EARLIER }), NOW);
    expect(project(viewer(guestA))).toEqual([{ type: 'piece', id: 7, status: 'Available', hold_expires_at: null, held_by_you: false, listed: true, edited: false }]);
  });

  it('shows the owner’s reservation as OnHold until it ends, to everyone alike (even a lingering holder), then Available', () => {
    const running = projectionOf(piece({ reservedUntil: LATER, holder: guestA, holdExpiresAt: LATER }), NOW);
    const toEveryone = [{ type: 'piece', id: 7, status: 'OnHold', hold_expires_at: LATER, held_by_you: false, listed: true, edited: false }];
    expect(running(viewer(null))).toEqual(toEveryone);
    expect(running(viewer(guestA))).toEqual(toEveryone);
    expect(projectionOf(piece({ reservedUntil: EARLIER }), NOW)(viewer(null))[0]).toMatchObject({ status: 'Available', hold_expires_at: null });
  });

  it('shows Pending and Sold as they are, and passes on a piece that left the shop or was edited', () => {
    expect(projectionOf(piece({ status: 'Pending' }), NOW)(viewer(null))[0]).toMatchObject({ status: 'Pending', hold_expires_at: null });
    expect(projectionOf(piece({ status: 'Sold', listed: false, edited: true }), NOW)(viewer(null))[0]).toMatchObject({ status: 'Sold', listed: false, edited: true });
  });
});

describe('what each viewer is told of an order', () => {
  it('tells admins, and its buyer as their own, and nobody else', () => {
    const project = projectionOf(order(userB, { status: 'approved', placed: false }), NOW);
    expect(project(viewer(null))).toEqual([]);
    expect(project(viewer(guestA))).toEqual([]);
    expect(project(viewer({ kind: 'guest', id: userB.id }))).toEqual([]);
    expect(project(viewer({ kind: 'user', id: '3' }, true))).toEqual([{ type: 'order', id: 12, status: 'approved', placed: false }]);
    expect(project(viewer(userB))).toEqual([{ type: 'my-order', id: 12, status: 'approved' }]);
    expect(project(viewer(userB, true))).toEqual([
      { type: 'order', id: 12, status: 'approved', placed: false },
      { type: 'my-order', id: 12, status: 'approved' },
    ]);
  });
});

const buyers = fc.record({ kind: fc.constantFrom(...BUYER_KINDS), id: fc.constantFrom('1', '2', 'guest-a-000000000000000', 'guest-b-000000000000000') });
const times = fc.constantFrom(EARLIER, LATER);
const changes: fc.Arbitrary<LiveChange> = fc.oneof(
  fc.record({
    type: fc.constant('piece' as const),
    id: fc.nat(),
    status: fc.constantFrom(...STORED_PRODUCT_STATUSES),
    holder: fc.option(buyers, { nil: null }),
    holdExpiresAt: fc.option(times, { nil: null }),
    // Live (dropped earlier), Scheduled (later) or Draft (null).
    dropAt: fc.option(times, { nil: null }),
    listed: fc.boolean(),
    edited: fc.boolean(),
    wasLive: fc.boolean(),
  }),
  fc.record({ type: fc.constant('order' as const), id: fc.nat(), status: fc.constantFrom(...ORDER_STATUSES), placed: fc.boolean(), buyer: buyers }),
);
const viewers = fc.record({ buyer: fc.option(buyers, { nil: null }), admin: fc.boolean() });
const sameBuyer = (a: Buyer | null, b: Buyer | null) => a !== null && b !== null && a.kind === b.kind && a.id === b.id;

describe('a piece that is not live', () => {
  const GONE = { type: 'piece', id: 7, status: 'Available', hold_expires_at: null, held_by_you: false, listed: false, edited: false };

  it('reaches the owner’s streams as gone (`listed` false), whatever its hold, and no shopper’s: a Draft and a Scheduled piece alike', () => {
    for (const dropAt of [null, LATER]) {
      const project = projectionOf(piece({ dropAt, holder: guestA, holdExpiresAt: LATER, edited: true }), NOW);
      expect(project(viewer(userB, true))).toEqual([GONE]);
      for (const shopper of [viewer(null), viewer(guestA), viewer(userB)]) expect(project(shopper)).toEqual([]);
    }
  });

  it('reaches every stream as gone when the write hid a piece that was live, so shoppers’ screens drop it', () => {
    for (const dropAt of [null, LATER]) {
      const project = projectionOf(piece({ dropAt, wasLive: true, edited: true }), NOW);
      for (const someone of [viewer(null), viewer(guestA), viewer(userB, true)]) expect(project(someone)).toEqual([GONE]);
    }
  });

  it('is told as it is once its drop time has come, with no event needed in between', () => {
    const scheduled = piece({ dropAt: LATER });
    expect(projectionOf(scheduled, NOW)(viewer(null))).toEqual([]);
    expect(projectionOf(scheduled, new Date(LATER))(viewer(null))[0]).toMatchObject({ listed: true, status: 'Available' });
  });
});

describe('no viewer is told what they may not see (property)', () => {
  it('an order reaches a viewer only if an admin (as `order`) or its buyer (as `my-order`)', () => {
    fc.assert(
      fc.property(changes, viewers, (change, someone) => {
        const events = projectionOf(change, NOW)(someone);
        if (change.type === 'piece') return events.every((event) => event.type === 'piece');
        const isBuyer = sameBuyer(someone.buyer, change.buyer);
        expect(events.some((event) => event.type === 'order')).toBe(someone.admin);
        expect(events.some((event) => event.type === 'my-order')).toBe(isBuyer);
        return events.length === Number(someone.admin) + Number(isBuyer);
      }),
      { numRuns: 1_000 },
    );
  });

  it('a piece that is not live reaches a shopper only when the write hid it from their screens', () => {
    fc.assert(
      fc.property(changes, viewers, (change, someone) => {
        if (change.type !== 'piece' || change.dropAt === EARLIER) return true;
        return projectionOf(change, NOW)(someone).length === (someone.admin || change.wasLive ? 1 : 0);
      }),
      { numRuns: 1_000 },
    );
  });

  it('a piece is `held_by_you` only on the running holder’s streams, and no event names a holder or a buyer', () => {
    fc.assert(
      fc.property(changes, viewers, (change, someone) => {
        for (const event of projectionOf(change, NOW)(someone)) {
          expect(Object.keys(event)).not.toContain('holder');
          expect(Object.keys(event)).not.toContain('buyer');
          if (event.type !== 'piece' || change.type !== 'piece') continue;
          if (change.dropAt !== EARLIER) {
            // Not live: told as gone, with nothing of its state, to everyone it reaches alike.
            expect(event).toEqual({ type: 'piece', id: change.id, status: 'Available', hold_expires_at: null, held_by_you: false, listed: false, edited: false });
            continue;
          }
          const running = change.status === 'Available' && change.holdExpiresAt === LATER && change.holder !== null;
          expect(event.held_by_you).toBe(running && sameBuyer(someone.buyer, change.holder));
          expect(event.status).toBe(running ? 'OnHold' : change.status);
        }
      }),
      { numRuns: 1_000 },
    );
  });
});
