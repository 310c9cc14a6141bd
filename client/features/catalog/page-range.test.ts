import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAP, pageRange } from './page-range.ts';

describe('pageRange', () => {
  it('lists every page of a short list', () => {
    expect(pageRange(1, 1)).toEqual([1]);
    expect(pageRange(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first, the last and the current page with its neighbours, gaps elsewhere', () => {
    expect(pageRange(1, 12)).toEqual([1, 2, 3, 4, 5, GAP, 12]);
    expect(pageRange(6, 12)).toEqual([1, GAP, 5, 6, 7, GAP, 12]);
    expect(pageRange(12, 12)).toEqual([1, GAP, 8, 9, 10, 11, 12]);
  });

  it('always shows seven slots or fewer, in order, with the current, first and last pages', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }).chain((last) => fc.tuple(fc.integer({ min: 1, max: last }), fc.constant(last))), ([current, last]) => {
        const range = pageRange(current, last);
        const pages = range.filter((slot) => slot !== GAP);
        expect(range.length).toBeLessThanOrEqual(7);
        expect(pages).toContain(current);
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(last);
        expect(pages).toEqual([...pages].sort((a, b) => a - b));
        // A gap stands for at least one page; two numbers side by side are consecutive.
        range.forEach((slot, index) => {
          const before = range[index - 1];
          const after = range[index + 1];
          if (slot === GAP && typeof before === 'number' && typeof after === 'number') expect(after - before).toBeGreaterThan(1);
          if (typeof slot === 'number' && typeof after === 'number') expect(after).toBe(slot + 1);
        });
      }),
    );
  });
});
