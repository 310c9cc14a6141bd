import { describe, expect, it } from 'vitest';
import { countdownAnnouncement, countdownParts } from './countdown.ts';

describe('the drop countdown', () => {
  it('splits the time left into days, hours, minutes and seconds, rounding a part second up', () => {
    expect(countdownParts(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 - 300)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(countdownParts(1)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(countdownParts(-5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('tells screen readers the time to the minute only, so that the text changes once a minute', () => {
    expect(countdownAnnouncement(((24 + 1) * 3600 + 60) * 1000 + 59_000)).toBe('Opens in 1 day, 1 hour, 1 minute.');
    expect(countdownAnnouncement(2 * 3600 * 1000 + 1000)).toBe('Opens in 2 hours.');
    expect(countdownAnnouncement(3 * 60_000 + 10_000)).toBe(countdownAnnouncement(3 * 60_000 + 50_000));
    expect(countdownAnnouncement(59_000)).toBe('Opens in less than a minute.');
    expect(countdownAnnouncement(0)).toBe('The drop is open.');
  });
});
