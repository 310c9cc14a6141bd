/** Refuses decompression bombs before any pixel is decoded, as the stored proof's decode does. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Two proofs whose hashes differ in at most this many of their 64 bits are the same screenshot to the
 * owner's eye: re-saved, re-compressed, resized or cropped by a few percent (proof-hash.test.ts measures
 * those at 0–4 bits; unrelated pictures sit near 32). Decision record 014 says why, and where it fails.
 */
export const SAME_SCREENSHOT_MAX_DISTANCE = 10;

/**
 * The proof's perceptual hash (DCT pHash, 64 bits) as 16 hex digits. sharp-phash decodes it with the
 * project's sharp, greyscale at 32×32, so the cost is one small decode, whatever the upload's size.
 */
export async function proofHash(image: Buffer): Promise<string> {
  const { default: phash } = await import('sharp-phash');
  const bits = await phash(image, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  return BigInt(`0b${bits}`).toString(16).padStart(bits.length / 4, '0');
}
