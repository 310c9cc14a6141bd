/** A picture small enough to carry inside a mail, in the one format every mail program shows (Outlook shows no WebP). */
const JPEG = { quality: 72, mozjpeg: true } as const;

/**
 * A stored picture (one the shop re-encoded itself) scaled to fit `box`, as JPEG. A tall phone
 * screenshot keeps its shape, so its amount and reference stay where the owner expects them.
 */
export async function mailThumbnail(stored: Buffer, box: { width: number; height: number }): Promise<Buffer> {
  // Loaded with the first picture, as image-variants.ts loads it: most processes never make one.
  const { default: sharp } = await import('sharp');
  return sharp(stored).resize({ ...box, fit: 'inside', withoutEnlargement: true }).jpeg(JPEG).toBuffer();
}
