import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashDistance, RESAVED_COPIES, SCREENSHOT_SEED_LENGTH, screenshot } from '../../test/screenshots.ts';
import { proofHash, SAME_SCREENSHOT_MAX_DISTANCE } from './proof-hash.ts';

const seed = fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: SCREENSHOT_SEED_LENGTH, maxLength: SCREENSHOT_SEED_LENGTH });

describe('the proof’s perceptual hash', () => {
  it('is 16 hex digits, the same for the same picture', async () => {
    const image = await screenshot([0.3, 0.7, 0.1]);
    const hash = await proofHash(image);
    expect(hash).toMatch(/^[0-9a-f]{16}$/);
    expect(await proofHash(Buffer.from(image))).toBe(hash);
  });

  it('keeps every re-saved, re-compressed, resized or slightly cropped copy within the same-screenshot distance', async () => {
    await fc.assert(
      fc.asyncProperty(seed, async (values) => {
        const original = await screenshot(values);
        const hash = await proofHash(original);
        for (const copy of Object.values(RESAVED_COPIES)) {
          expect(hashDistance(hash, await proofHash(await copy(original)))).toBeLessThanOrEqual(SAME_SCREENSHOT_MAX_DISTANCE);
        }
      }),
      { numRuns: 15 },
    );
  }, 60_000);

  it('tells apart pictures that are not alike', async () => {
    const receipt = await proofHash(await screenshot([0.2, 0.9, 0.4, 0.6]));
    const photo = await proofHash(await screenshot([0.9, 0.1, 0.8, 0.05, 0.7]));
    expect(hashDistance(receipt, photo)).toBeGreaterThan(SAME_SCREENSHOT_MAX_DISTANCE);
  });
});
