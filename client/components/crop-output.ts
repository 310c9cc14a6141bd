import { MAX_PRODUCT_IMAGE_PX } from '../../shared/images.ts';

/** The size and JPEG quality a crop is saved at, chosen by the crop's aspect ratio (and, for products, its size). */
export type CropOutput = { width: number; height: number; quality: number };

/**
 * Ratios the shop displays at a known size: the hero carousel's desktop (2:1), wide (16:9) and mobile
 * (3:4) slides. Anything else but a square is saved 1200 px wide.
 */
const KNOWN_OUTPUTS: ReadonlyArray<{ ratio: number } & CropOutput> = [
  { ratio: 2, width: 1600, height: 800, quality: 0.95 },
  { ratio: 16 / 9, width: 1920, height: 1080, quality: 0.95 },
  { ratio: 3 / 4, width: 1080, height: 1440, quality: 0.95 },
];

const PRODUCT_QUALITY = 0.9;
const FALLBACK_WIDTH = 1200;
const FALLBACK_QUALITY = 0.95;
// Callers may pass 16 / 9 or 1.7778; both mean the same slide.
const RATIO_TOLERANCE = 0.001;

function keepsOwnResolution(aspectRatio: number): boolean {
  return Math.abs(aspectRatio - 1) < RATIO_TOLERANCE;
}

/**
 * A square product crop keeps its own resolution up to 1600 × 1600 (a deliberate change from
 * the first 400 × 400, design.md §1 "Sharp product photos"): the server makes the 400 px card and the larger detail variants
 * from it. `cropWidth` is the chosen area's width in the picture's own pixels; unknown, the largest.
 */
export function cropOutputFor(aspectRatio: number, cropWidth = MAX_PRODUCT_IMAGE_PX): CropOutput {
  if (!Number.isFinite(aspectRatio) || aspectRatio <= 0) throw new RangeError(`Invalid crop aspect ratio: ${aspectRatio}`);
  if (keepsOwnResolution(aspectRatio)) {
    const side = Math.max(1, Math.min(MAX_PRODUCT_IMAGE_PX, Math.round(cropWidth)));
    return { width: side, height: side, quality: PRODUCT_QUALITY };
  }
  const known = KNOWN_OUTPUTS.find(({ ratio }) => Math.abs(ratio - aspectRatio) < RATIO_TOLERANCE);
  if (known) return { width: known.width, height: known.height, quality: known.quality };
  return { width: FALLBACK_WIDTH, height: Math.round(FALLBACK_WIDTH / aspectRatio), quality: FALLBACK_QUALITY };
}

/**
 * The crop dialog's one word on size: what this crop will be saved at, and for a product photo why it
 * is that size (it follows the chosen area), so the dialog never names two sizes that disagree.
 */
export function cropSizeLine(aspectRatio: number, cropWidth?: number): string {
  const { width, height } = cropOutputFor(aspectRatio, cropWidth);
  const size = `Saved at ${width} × ${height} px`;
  return keepsOwnResolution(aspectRatio) ? `${size}: the chosen area's own pixels, at most ${MAX_PRODUCT_IMAGE_PX} × ${MAX_PRODUCT_IMAGE_PX}.` : `${size}.`;
}
