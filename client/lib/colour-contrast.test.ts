import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, contrastRatio, formatRatio } from './colour-contrast.ts';

describe('contrastRatio', () => {
  // Pairs whose ratios WCAG's own examples and WebAIM's checker give.
  it.each([
    ['#000000', '#FFFFFF', 21],
    ['#FFFFFF', '#FFFFFF', 1],
    ['#777777', '#FFFFFF', 4.48],
    ['#767676', '#FFFFFF', 4.54],
    ['#0000FF', '#FFFFFF', 8.59],
    ['#FF0000', '#FFFFFF', 4],
    ['#FFEE00', '#1F6FEB', 3.86],
  ])('gives %s on %s %f:1, in either order', (text, background, expected) => {
    expect(contrastRatio(text, background)).toBeCloseTo(expected, 2);
    expect(contrastRatio(background, text)).toBeCloseTo(expected, 2);
  });

  it('puts #767676 on white just past AA and #777777 just short of it', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(AA_TEXT_CONTRAST);
  });

  it('waits for two whole colours', () => {
    for (const partial of ['', '#', '#FFF', '#FFFFF', 'FFFFFF', '#GGGGGG', 'rgb(0, 0, 0)']) expect(contrastRatio(partial, '#000000')).toBeNull();
  });
});

describe('formatRatio', () => {
  it('rounds down, so a failing ratio never prints as a passing one', () => {
    expect(formatRatio(4.4999)).toBe('4.49:1');
    expect(formatRatio(21)).toBe('21:1');
    expect(formatRatio(1.1885)).toBe('1.18:1');
  });
});
