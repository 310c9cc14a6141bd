import { describe, expect, it } from 'vitest';
import { effectiveStatus, isHeldBy, type HoldColumns } from './availability.ts';

const now = new Date('2026-11-22T12:00:00Z');
const later = new Date('2026-11-22T12:30:00Z');
const earlier = new Date('2026-11-22T11:30:00Z');
const guest = { kind: 'guest' as const, id: 'V1StGXR8_Z5jdHi6B-myT' };
const heldByGuest = (expiresAt: Date): HoldColumns => ({
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
