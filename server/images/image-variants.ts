import { nanoid } from 'nanoid';
import { ValidationError } from '../errors.ts';
import type { Storage } from '../storage/storage.ts';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'gif', 'heif']);
/** Refuses decompression bombs before any pixel is decoded. */
const MAX_INPUT_PIXELS = 50_000_000;

export type StoredImage = { key: string; width: number; height: number };

function notAnImage(field: string): ValidationError {
  return new ValidationError({ [field]: ['The file must be an image (JPEG, PNG, WebP, AVIF or GIF).'] });
}

/**
 * Checks an upload by its bytes (not its name or declared type), then writes one WebP per width under
 * a random key. Re-encoding drops EXIF and GPS data, and anything appended to the picture (a
 * polyglot's script); `rotate()` first applies the camera orientation.
 */
export async function storeImageVariants(
  storage: Storage,
  input: Buffer,
  options: { prefix: string; widths: readonly number[]; field: string },
): Promise<StoredImage> {
  // sharp throws at once for an empty buffer, which would read as a fault: it is no picture at all.
  if (input.length === 0) throw notAnImage(options.field);
  // sharp (libvips) loads with the first picture, not with the server: most of a shop's requests
  // never touch one, and it costs every server process memory (issue 10).
  const { default: sharp } = await import('sharp');
  const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  const metadata = await source.metadata().catch(() => null);
  if (!metadata?.format || !ACCEPTED_FORMATS.has(metadata.format) || !metadata.width || !metadata.height) {
    throw notAnImage(options.field);
  }
  const oriented = source.rotate();
  // Every variant is made before any is written: a file whose header reads well but whose pixels do
  // not decode (a truncated JPEG) is bad input, refused with nothing left in storage.
  const variants = await Promise.all(
    options.widths.map(async (width) => ({
      width,
      body: await oriented.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 78, effort: 4 }).toBuffer(),
    })),
  ).catch(() => {
    throw notAnImage(options.field);
  });
  const key = `${options.prefix}/${nanoid()}`;
  await Promise.all(variants.map(({ width, body }) => storage.put(`${key}-${width}.webp`, body, 'image/webp')));
  return { key, width: metadata.width, height: metadata.height };
}

/** Removes every variant of a stored image; a variant already gone is not an error. */
export async function deleteImageVariants(storage: Storage, key: string, widths: readonly number[]): Promise<void> {
  await Promise.all(widths.map((width) => storage.delete(`${key}-${width}.webp`)));
}
