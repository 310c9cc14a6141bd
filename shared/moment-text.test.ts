import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { momentText } from './moment-text.ts';
import { shopDateTime } from './shop-time.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const SHOWN = /^([A-Z][a-z]{2}) (\d{1,2}), (\d{4}), (\d{1,2}):(\d{2}):(\d{2}) ([AP]M) PHT$/;

/** A shown moment read back as shop-time's `YYYY-MM-DD HH:mm` and its seconds. */
function readBack(shown: string): { minute: string; seconds: string } {
  const [, month = '', day = '', year = '', hour = '', minute = '', seconds = '', half = ''] = SHOWN.exec(shown) ?? [];
  const hours = (Number(hour) % 12) + (half === 'PM' ? 12 : 0);
  const pad = (value: number) => String(value).padStart(2, '0');
  return { minute: `${year}-${pad(MONTHS.indexOf(month) + 1)}-${pad(Number(day))} ${pad(hours)}:${minute}`, seconds };
}

describe('a moment as people read it, on every screen and in every mail', () => {
  it('is Manila’s clock to the second with its zone, whatever the device’s zone', () => {
    expect(momentText(new Date('2026-11-29T00:24:05Z'))).toBe('Nov 29, 2026, 8:24:05 AM PHT');
    expect(momentText('2026-11-28T12:00:00.000Z')).toBe('Nov 28, 2026, 8:00:00 PM PHT');
    // Just before midnight UTC it is already the next morning in Manila.
    expect(momentText('2026-11-27T23:30:59Z')).toBe('Nov 28, 2026, 7:30:59 AM PHT');
  });

  it('shows a one-minute turn’s end to the second, so it never reads as already over', () => {
    const start = new Date('2026-11-28T16:24:00Z');
    const end = new Date(start.getTime() + 60_000 + 5_000);
    expect(momentText(start)).toBe('Nov 29, 2026, 12:24:00 AM PHT');
    expect(momentText(end)).toBe('Nov 29, 2026, 12:25:05 AM PHT');
  });

  it('is N/A when there is no moment, or none that can be read', () => {
    expect(momentText(null)).toBe('N/A');
    expect(momentText(undefined)).toBe('N/A');
    expect(momentText('')).toBe('N/A');
    expect(momentText('not a date')).toBe('N/A');
  });

  it('names the same day and minute as the shop’s clock (shop-time) for any instant, and the same seconds', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true }), (instant) => {
        const shown = momentText(instant);
        expect(shown).toMatch(SHOWN);
        expect(readBack(shown)).toEqual({ minute: shopDateTime(instant), seconds: String(instant.getUTCSeconds()).padStart(2, '0') });
        expect(momentText(instant.toISOString())).toBe(shown);
      }),
    );
  });
});
