import { nanoid } from 'nanoid';
import type { Sharp } from 'sharp';
import type { ImageFormat } from '../../shared/images.ts';
import { ValidationError } from '../errors.ts';
import type { ImageFolder, Storage } from '../storage/storage.ts';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'gif', 'heif']);
/** Refuses decompression bombs before any pixel is decoded. */
const MAX_INPUT_PIXELS = 50_000_000;
const WEBP = { quality: 78, effort: 4 } as const;
/** Effort 1 compresses as well as 2 here at about half the time; uploads wait for every variant. */
const AVIF = { quality: 55, effort: 1 } as const;
const CONTENT_TYPE: Record<ImageFormat, string> = { webp: 'image/webp', avif: 'image/avif' };

export type StoredImage = { key: string; width: number; height: number };
/** One encoded variant, made before any is written. */
export type Variant = { width: number; format: ImageFormat; body: Buffer };
/** A checked upload: the picture turned upright, and its upright size. */
export type OpenedImage = { oriented: Sharp; width: number; height: number };

function notAnImage(field: string): ValidationError {
  return new ValidationError({ [field]: ['The file must be an image (JPEG, PNG, WebP, AVIF or GIF).'] });
}

export function variantKey(key: string, width: number, format: ImageFormat): string {
  return `${key}-${width}.${format}`;
}

/**
 * Checks an upload by its bytes (not its name or declared type). Re-encoding drops EXIF and GPS data,
 * and anything appended to the picture (a polyglot's script); `rotate()` first applies the camera
 * orientation.
 */
async function openImage(input: Buffer, field: string): Promise<OpenedImage> {
  // sharp throws at once for an empty buffer, which would read as a fault: it is no picture at all.
  if (input.length === 0) throw notAnImage(field);
  // sharp (libvips) loads with the first picture, not with the server: most of a shop's requests
  // never touch one, and it costs every server process memory (the memory budget, design.md §5).
  const { default: sharp } = await import('sharp');
  const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  const metadata = await source.metadata().catch(() => null);
  if (!metadata?.format || !ACCEPTED_FORMATS.has(metadata.format) || !metadata.width || !metadata.height) {
    throw notAnImage(field);
  }
  const upright = metadata.autoOrient ?? { width: metadata.width, height: metadata.height };
  return { oriented: source.rotate(), width: upright.width, height: upright.height };
}

export function encodeVariant(image: OpenedImage, width: number, format: ImageFormat): Promise<Buffer> {
  const resized = image.oriented.clone().resize({ width, withoutEnlargement: true });
  return (format === 'webp' ? resized.webp(WEBP) : resized.avif(AVIF)).toBuffer();
}

/**
 * Opens an upload, lets `encode` make its variants, and writes them under a fresh random key. Every
 * variant is made before any is written: a file whose header reads well but whose pixels do not
 * decode (a truncated JPEG) is bad input, refused with nothing left in storage.
 */
export async function storeVariantsOf(
  storage: Storage,
  input: Buffer,
  options: { prefix: ImageFolder; field: string },
  encode: (image: OpenedImage) => Promise<Variant[]>,
): Promise<StoredImage & { variants: Variant[] }> {
  const image = await openImage(input, options.field);
  const variants = await encode(image).catch(() => {
    throw notAnImage(options.field);
  });
  const key = `${options.prefix}/${nanoid()}`;
  await Promise.all(variants.map(({ width, format, body }) => storage.put(variantKey(key, width, format), body, CONTENT_TYPE[format])));
  return { key, width: image.width, height: image.height, variants };
}

/** Stores one WebP per width (slides, drop covers, payment proofs). */
export async function storeImageVariants(
  storage: Storage,
  input: Buffer,
  options: { prefix: ImageFolder; widths: readonly number[]; field: string },
): Promise<StoredImage> {
  const { key, width, height } = await storeVariantsOf(storage, input, options, (image) =>
    Promise.all(options.widths.map(async (width) => ({ width, format: 'webp' as const, body: await encodeVariant(image, width, 'webp') }))),
  );
  return { key, width, height };
}

/** Removes every variant of a stored image; a variant already gone is not an error. */
export async function deleteImageVariants(
  storage: Storage,
  key: string,
  widths: readonly number[],
  formats: readonly ImageFormat[] = ['webp'],
): Promise<void> {
  await Promise.all(formats.flatMap((format) => widths.map((width) => storage.delete(variantKey(key, width, format)))));
}
