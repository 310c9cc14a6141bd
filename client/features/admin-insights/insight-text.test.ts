import { describe, expect, it } from 'vitest';
import { daysText, percentText, sellOutText } from './insight-text.ts';

describe('insight texts', () => {
  it('reads a share as a whole percent, and nothing to divide by as a dash', () => {
    expect([percentText(1 / 3), percentText(0.5), percentText(1), percentText(0), percentText(null)]).toEqual(['33%', '50%', '100%', '0%', '–']);
  });

  it('reads days to sell to a tenth, singular for one', () => {
    expect([daysText(4), daysText(8.25), daysText(1), daysText(0.04), daysText(null)]).toEqual(['4.0 days', '8.3 days', '1.0 day', '0.0 days', '–']);
  });

  it('reads a sell-out in its two largest units, leaving out a zero', () => {
    expect([sellOutText(7.4), sellOutText(60), sellOutText(65), sellOutText(14_400), sellOutText(14_580), sellOutText(-1)]).toEqual([
      '7 min',
      '1 h',
      '1 h 5 min',
      '10 d',
      '10 d 3 h',
      '0 min',
    ]);
  });
});
