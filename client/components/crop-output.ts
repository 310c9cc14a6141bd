/** The size and JPEG quality a crop is saved at (spec §9), chosen by the crop's aspect ratio. */
export type CropOutput = { width: number; height: number; quality: number };

/**
 * Ratios the shop displays at a known size: the product card (1:1) and the hero carousel's desktop
 * (2:1), wide (16:9) and mobile (3:4) slides. Anything else is saved 1200 px wide.
 */
const KNOWN_OUTPUTS: ReadonlyArray<{ ratio: number } & CropOutput> = [
  { ratio: 1, width: 400, height: 400, quality: 0.9 },
  { ratio: 2, width: 1600, height: 800, quality: 0.95 },
  { ratio: 16 / 9, width: 1920, height: 1080, quality: 0.95 },
  { ratio: 3 / 4, width: 1080, height: 1440, quality: 0.95 },
];

const FALLBACK_WIDTH = 1200;
const FALLBACK_QUALITY = 0.95;
// Callers may pass 16 / 9 or 1.7778; both mean the same slide.
const RATIO_TOLERANCE = 0.001;

export function cropOutputFor(aspectRatio: number): CropOutput {
  if (!Number.isFinite(aspectRatio) || aspectRatio <= 0) throw new RangeError(`Invalid crop aspect ratio: ${aspectRatio}`);
  const known = KNOWN_OUTPUTS.find(({ ratio }) => Math.abs(ratio - aspectRatio) < RATIO_TOLERANCE);
  if (known) return { width: known.width, height: known.height, quality: known.quality };
  return { width: FALLBACK_WIDTH, height: Math.round(FALLBACK_WIDTH / aspectRatio), quality: FALLBACK_QUALITY };
}
