import { describe, expect, it } from 'vitest';
import { cropOutputFor, cropSizeLine } from './crop-output.ts';

describe('cropOutputFor', () => {
  it('keeps a square product crop at its own resolution, as a JPEG at quality 0.9', () => {
    expect(cropOutputFor(1, 1234)).toEqual({ width: 1234, height: 1234, quality: 0.9 });
    expect(cropOutputFor(1, 400)).toEqual({ width: 400, height: 400, quality: 0.9 });
  });

  it('caps a square product crop at 1600x1600', () => {
    expect(cropOutputFor(1, 3000)).toEqual({ width: 1600, height: 1600, quality: 0.9 });
    expect(cropOutputFor(1)).toEqual({ width: 1600, height: 1600, quality: 0.9 });
  });

  it('saves a fractional crop width as whole pixels, and never less than one', () => {
    expect(cropOutputFor(1, 811.6)).toMatchObject({ width: 812, height: 812 });
    expect(cropOutputFor(1, 0.2)).toMatchObject({ width: 1, height: 1 });
  });

  it('keeps hero slides at their fixed sizes whatever the crop', () => {
    expect(cropOutputFor(2, 4000)).toEqual({ width: 1600, height: 800, quality: 0.95 });
  });

  it.each([
    [2, 1600, 800],
    [16 / 9, 1920, 1080],
    [3 / 4, 1080, 1440],
  ])('saves a hero slide of ratio %d at %ix%i', (ratio, width, height) => {
    expect(cropOutputFor(ratio)).toEqual({ width, height, quality: 0.95 });
  });

  it('recognises a rounded ratio as the slide it stands for', () => {
    expect(cropOutputFor(1.7778)).toMatchObject({ width: 1920, height: 1080 });
  });

  it('saves any other ratio 1200 px wide at quality 0.95', () => {
    expect(cropOutputFor(4 / 3)).toEqual({ width: 1200, height: 900, quality: 0.95 });
    expect(cropOutputFor(3)).toEqual({ width: 1200, height: 400, quality: 0.95 });
  });

  it('refuses a ratio that is not a positive number', () => {
    expect(() => cropOutputFor(0)).toThrow(RangeError);
    expect(() => cropOutputFor(Number.NaN)).toThrow(RangeError);
  });
});

describe('cropSizeLine', () => {
  it('says a product photo follows the chosen area, and where it stops', () => {
    expect(cropSizeLine(1, 1080)).toBe("Saved at 1080 × 1080 px: the chosen area's own pixels, at most 1600 × 1600.");
    expect(cropSizeLine(1, 3000)).toBe("Saved at 1600 × 1600 px: the chosen area's own pixels, at most 1600 × 1600.");
  });

  it('gives a slide its one fixed size', () => {
    expect(cropSizeLine(2, 900)).toBe('Saved at 1600 × 800 px.');
    expect(cropSizeLine(3 / 4)).toBe('Saved at 1080 × 1440 px.');
  });
});
