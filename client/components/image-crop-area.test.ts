import { describe, expect, it } from 'vitest';
import { initialCropSize } from './image-crop-area.ts';

describe('initialCropSize', () => {
  it('covers 90 % of the width of a tall image for a square crop', () => {
    expect(initialCropSize({ width: 1000, height: 2000 }, 1)).toEqual({ width: 900, height: 900 });
  });

  it('covers 90 % of the height of a wide image for a square crop', () => {
    expect(initialCropSize({ width: 3000, height: 1000 }, 1)).toEqual({ width: 900, height: 900 });
  });

  it('keeps the target ratio when the image has another one', () => {
    const size = initialCropSize({ width: 1200, height: 1200 }, 2);
    expect(size).toEqual({ width: 1080, height: 540 });
    const tall = initialCropSize({ width: 1600, height: 900 }, 3 / 4);
    expect(tall.height).toBeCloseTo(810);
    expect(tall.width / tall.height).toBeCloseTo(3 / 4);
  });

  it('is the 90 % area itself when the image already has the target ratio', () => {
    expect(initialCropSize({ width: 2000, height: 1000 }, 2)).toEqual({ width: 1800, height: 900 });
  });
});
