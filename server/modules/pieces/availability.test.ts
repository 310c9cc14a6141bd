import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Buyer } from '../../buyer.ts';
import { positional } from '../../db/named-parameters.ts';
import { FUZZ_SEED } from '../../security/fuzz-settings.ts';
import { TEST_DATABASES, useTestDatabase } from '../../test/test-db.ts';
import {
  effectiveStatus,
  freeForAnyone,
  isHeldBy,
  isLive,
  isTakenFor,
  onHoldUntil,
  liveAt,
  releaseHold,
  LIVE_SQL,
  TAKEN_SQL,
  visibilityOf,
  type HoldColumns,
  type VisibilityColumns,
} from './availability.ts';
import { STORED_PRODUCT_STATUSES } from '../../../shared/constants.ts';
import { Product } from './product.entity.ts';

const now = new Date('2026-11-22T12:00:00Z');
const later = new Date('2026-11-22T12:30:00Z');
const earlier = new Date('2026-11-22T11:30:00Z');
const guest = { kind: 'guest' as const, id: 'V1StGXR8_Z5jdHi6B-myT' };
const LIVE_SINCE = new Date('2026-11-01T00:00:00Z');
const heldByGuest = (expiresAt: Date): HoldColumns & VisibilityColumns => ({
  dropAt: LIVE_SINCE,
  status: 'Available',
  holdBuyerKind: 'guest',
  holdBuyerId: guest.id,
  holdExpiresAt: expiresAt,
});

describe('effective product status', () => {
  it('is Available with no hold', () => {
    expect(effectiveStatus({ status: 'Available' }, now)).toBe('Available');
  });

  it('is OnHold while a hold is live', () => {
    expect(effectiveStatus(heldByGuest(later), now)).toBe('OnHold');
  });

  it('reads Available again once the hold has expired, with no timer', () => {
    expect(effectiveStatus(heldByGuest(earlier), now)).toBe('Available');
    expect(effectiveStatus(heldByGuest(now), now)).toBe('Available');
  });

  it('keeps Pending and Sold whatever the hold columns say', () => {
    expect(effectiveStatus({ ...heldByGuest(later), status: 'Pending' }, now)).toBe('Pending');
    expect(effectiveStatus({ ...heldByGuest(later), status: 'Sold' }, now)).toBe('Sold');
  });
});

describe('the owner’s reservation', () => {
  const reserved = (until: Date): HoldColumns & VisibilityColumns => ({ status: 'Available', dropAt: earlier, reservedUntil: until });

  it('shows OnHold until it ends, then Available, with no timer', () => {
    expect(effectiveStatus(reserved(later), now)).toBe('OnHold');
    expect(onHoldUntil(reserved(later), null, now)).toEqual(later);
    expect(effectiveStatus(reserved(now), now)).toBe('Available');
    expect(onHoldUntil(reserved(earlier), null, now)).toBeNull();
  });

  it('is taken for every buyer while it runs, even one whose hold lingers in the columns', () => {
    expect(isTakenFor(reserved(later), guest, now)).toBe(true);
    expect(isTakenFor(reserved(later), null, now)).toBe(true);
    expect(isTakenFor({ ...heldByGuest(later), dropAt: earlier, reservedUntil: later }, guest, now)).toBe(true);
  });

  it('is free for everyone once it has ended', () => {
    expect(isTakenFor(reserved(now), guest, now)).toBe(false);
    expect(isTakenFor(reserved(earlier), null, now)).toBe(false);
  });

  it('changes nothing of a Pending or Sold piece', () => {
    expect(effectiveStatus({ status: 'Sold', reservedUntil: later }, now)).toBe('Sold');
    expect(onHoldUntil({ status: 'Pending', reservedUntil: later }, null, now)).toBeNull();
  });
});

describe('hold ownership', () => {
  it('belongs to the buyer who holds it while it is live', () => {
    expect(isHeldBy(heldByGuest(later), guest, now)).toBe(true);
  });

  it('is nobody else’s: another guest, a user with the same id, or a visitor', () => {
    expect(isHeldBy(heldByGuest(later), { kind: 'guest', id: 'another-guest-id-abcde' }, now)).toBe(false);
    expect(isHeldBy(heldByGuest(later), { kind: 'user', id: guest.id }, now)).toBe(false);
    expect(isHeldBy(heldByGuest(later), null, now)).toBe(false);
  });

  it('ends at expiry', () => {
    expect(isHeldBy(heldByGuest(earlier), guest, now)).toBe(false);
  });
});

describe('taken for a buyer', () => {
  it('is free for everyone while Available and unheld', () => {
    expect(isTakenFor({ status: 'Available', dropAt: LIVE_SINCE }, guest, now)).toBe(false);
    expect(isTakenFor({ status: 'Available', dropAt: LIVE_SINCE }, null, now)).toBe(false);
  });

  it('is free for the holder under a live hold, and taken for everyone else', () => {
    expect(isTakenFor(heldByGuest(later), guest, now)).toBe(false);
    expect(isTakenFor(heldByGuest(later), { kind: 'guest', id: 'another-guest-id-abcde' }, now)).toBe(true);
    expect(isTakenFor(heldByGuest(later), { kind: 'user', id: guest.id }, now)).toBe(true);
    expect(isTakenFor(heldByGuest(later), null, now)).toBe(true);
  });

  it('is free for everyone again once the hold has expired', () => {
    expect(isTakenFor(heldByGuest(now), { kind: 'user', id: '7' }, now)).toBe(false);
    expect(isTakenFor(heldByGuest(earlier), null, now)).toBe(false);
  });

  it('is taken for everyone, the holder too, once Pending or Sold', () => {
    expect(isTakenFor({ ...heldByGuest(later), status: 'Pending' }, guest, now)).toBe(true);
    expect(isTakenFor({ status: 'Sold', dropAt: LIVE_SINCE }, guest, now)).toBe(true);
  });
});

describe('visibility', () => {
  it('is Draft without a drop time, Scheduled before it, and Live from its very millisecond on', () => {
    expect(visibilityOf({ dropAt: null }, now)).toBe('draft');
    expect(visibilityOf({ dropAt: new Date(now.getTime() + 1) }, now)).toBe('scheduled');
    expect(visibilityOf({ dropAt: now }, now)).toBe('live');
    expect(visibilityOf({ dropAt: earlier }, now)).toBe('live');
  });

  it('makes a piece that is not live taken for everyone, even an Available, unheld one', () => {
    for (const dropAt of [null, later]) {
      expect(isLive({ dropAt }, now)).toBe(false);
      expect(isTakenFor({ status: 'Available', dropAt }, guest, now)).toBe(true);
      expect(isTakenFor({ ...heldByGuest(later), dropAt }, guest, now)).toBe(true);
    }
  });
});

describe('releasing a hold', () => {
  it('clears the hold columns and keeps the rest', () => {
    const product = { ...heldByGuest(later), status: 'Pending' as const };
    expect(releaseHold(product)).toBe(product);
    expect(product).toEqual({ dropAt: LIVE_SINCE, status: 'Pending', holdBuyerKind: null, holdBuyerId: null, holdExpiresAt: null, holdStartedAt: null, holdAddress: null });
  });
});

const BUYERS: Buyer[] = [guest, { kind: 'guest', id: 'another-guest-id-abcde' }, { kind: 'user', id: '7' }, { kind: 'user', id: guest.id }];
const MINUTE = 60_000;

// Times a millisecond either side of now, and exactly at it, are where the forms could disagree.
const nearNow = fc.oneof(fc.constantFrom(-1, 0, 1), fc.integer({ min: -60 * MINUTE, max: 60 * MINUTE }));

/** A piece's availability columns at some moment, as the check constraints allow them (a hold all set or all null; a reservation too). */
const pieceAt = (now: Date) =>
  fc.record({
    status: fc.constantFrom(...STORED_PRODUCT_STATUSES),
    hold: fc.option(
      fc.record({
        buyer: fc.constantFrom(...BUYERS),
        offsetMs: nearNow,
      }),
    ),
    reservationOffsetMs: fc.option(nearNow),
    // Drop times a millisecond either side of now, and exactly at it, and Drafts (null).
    dropOffsetMs: fc.option(fc.oneof(fc.constantFrom(-1, 0, 1), fc.integer({ min: -60 * MINUTE, max: 60 * MINUTE }))),
  }).map(({ status, hold, reservationOffsetMs, dropOffsetMs }): HoldColumns & VisibilityColumns => ({
    status,
    dropAt: dropOffsetMs === null ? null : new Date(now.getTime() + dropOffsetMs),
    holdBuyerKind: hold?.buyer.kind ?? null,
    holdBuyerId: hold?.buyer.id ?? null,
    holdExpiresAt: hold ? new Date(now.getTime() + hold.offsetMs) : null,
    reservedUntil: reservationOffsetMs === null ? null : new Date(now.getTime() + reservationOffsetMs),
  }));

const situation = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
  .chain((now) => fc.record({ now: fc.constant(now), pieces: fc.array(pieceAt(now), { minLength: 1, maxLength: 8 }), buyer: fc.constantFrom(...BUYERS) }));

describe.each(TEST_DATABASES)('the three forms of the rule on %s', (kind) => {
  const db = useTestDatabase(kind);

  it('agree: the predicate, the SQL fragments (for a buyer) and the ORM filters (for anyone)', async () => {
    await fc.assert(
      fc.asyncProperty(situation, async ({ now, pieces, buyer }) => {
        const em = db().em();
        const products = pieces.map((piece, index) => em.create(Product, { name: `Piece ${index}`, priceCentavos: 100, size: 'm', reservedFor: piece.reservedUntil ? '@maria' : null, ...piece }));
        await em.flush();
        const ids = products.map((product) => product.id);

        const { sql, params } = positional(`select p.id, ${TAKEN_SQL} as taken, ${LIVE_SQL} as live from products p where p.id in (${ids.join(', ')})`, {
          now,
          kind: buyer.kind,
          buyer: buyer.id,
        });
        const rows = await em.execute<{ id: number; taken: boolean; live: boolean }[]>(sql, params);
        const free = await em.find(Product, { id: { $in: ids }, ...freeForAnyone(now) }, { fields: ['id'] });
        const live = await em.find(Product, { id: { $in: ids }, ...liveAt(now) }, { fields: ['id'] });

        const takenInSql = new Map(rows.map((row) => [row.id, row.taken]));
        const freeInOrm = new Set(free.map((product) => product.id));
        const liveInSql = new Map(rows.map((row) => [row.id, row.live]));
        const liveInOrm = new Set(live.map((product) => product.id));
        for (const [index, piece] of pieces.entries()) {
          const id = ids[index] ?? 0;
          expect(takenInSql.get(id), `SQL, piece ${index}`).toBe(isTakenFor(piece, buyer, now));
          expect(freeInOrm.has(id), `ORM filter, piece ${index}`).toBe(!isTakenFor(piece, null, now));
          expect(liveInSql.get(id), `live in SQL, piece ${index}`).toBe(isLive(piece, now));
          expect(liveInOrm.has(id), `live as an ORM filter, piece ${index}`).toBe(isLive(piece, now));
        }
      }),
      { seed: FUZZ_SEED, numRuns: 100 },
    );
  });
});
