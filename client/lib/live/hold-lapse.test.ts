import { describe, expect, it } from 'vitest';
import { holdLapsed, latestLapse, nextLapse, withLapsedHold, type HeldPiece } from './hold-lapse.ts';

const at = (iso: string) => Date.parse(iso);
const held: HeldPiece & { id: number } = { id: 7, status: 'OnHold', hold_expires_at: '2026-01-01T10:00:00.000Z', available_to_you: false };

describe('a hold as the clock ends it', () => {
  it('is over from its expiry on, not a millisecond before', () => {
    expect(holdLapsed(held.hold_expires_at, at('2026-01-01T09:59:59.999Z'))).toBe(false);
    expect(holdLapsed(held.hold_expires_at, at('2026-01-01T10:00:00.000Z'))).toBe(true);
    expect(holdLapsed(null, at('2030-01-01T00:00:00Z'))).toBe(false);
  });

  it('turns an OnHold piece back to Available, for anyone, once lapsed', () => {
    expect(withLapsedHold(held, at('2026-01-01T09:00:00Z'))).toBe(held);
    expect(withLapsedHold(held, at('2026-01-01T10:00:01Z'))).toEqual({ id: 7, status: 'Available', hold_expires_at: null, available_to_you: true });
  });

  it('leaves a piece that is not on hold as it is', () => {
    const pending: HeldPiece = { status: 'Pending', hold_expires_at: held.hold_expires_at, available_to_you: false };
    expect(withLapsedHold(pending, at('2027-01-01T00:00:00Z'))).toBe(pending);
  });

  it('names the latest lapse passed and the next one ahead, so a screen re-renders only when one passes', () => {
    const expiries = ['2026-01-01T10:00:00.000Z', null, '2026-01-01T10:05:00.000Z', '2026-01-01T09:55:00.000Z'];
    const now = at('2026-01-01T10:01:00Z');
    expect(latestLapse(expiries, now)).toBe(at('2026-01-01T10:00:00Z'));
    expect(nextLapse(expiries, now)).toBe(at('2026-01-01T10:05:00Z'));
    expect(latestLapse(expiries, at('2026-01-01T09:00:00Z'))).toBe(0);
    expect(nextLapse(expiries, at('2026-01-01T11:00:00Z'))).toBeNull();
  });
});
