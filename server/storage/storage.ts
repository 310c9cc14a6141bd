/** Where uploads live: local disk by default, an S3-compatible bucket when configured (design.md §1). */
export type StoredObject = { body: Buffer; contentType: string };

export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
}

/**
 * Keys are made by the server from random ids; anything else (e.g. `../`, a NUL) is refused outright.
 * Segments are bounded well under the 255 bytes a file name may have on disk, and the whole key under
 * S3's 1,024: a key too long to store is one the server never made, not a fault of the storage.
 */
const SAFE_KEY = /^[a-z0-9-]{1,32}(\/[A-Za-z0-9_-]{1,100}){1,4}\.(webp|avif|jpg)$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key)) throw new Error(`Unsafe storage key: ${key}`);
}

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', avif: 'image/avif' };

export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'image/jpeg';
}

/** Where each kind of picture is stored: every one is public (`/media`) but the payment proofs. */
export const PUBLIC_IMAGE_FOLDERS = ['products', 'slides', 'drops'] as const;
export type ImageFolder = (typeof PUBLIC_IMAGE_FOLDERS)[number] | 'proofs';

/** Public pictures only: variants under a public folder, WebP or AVIF. Payment proofs are never public. */
const PUBLIC_MEDIA = new RegExp(`^(${PUBLIC_IMAGE_FOLDERS.join('|')})/[A-Za-z0-9_-]{1,100}-\\d{1,5}\\.(webp|avif)$`);

export function isPublicMedia(key: string): boolean {
  return PUBLIC_MEDIA.test(key);
}

/** Keys are random and never reused, so a public variant can be cached for good. */
export const PUBLIC_MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Proofs of payment are personal data: never kept by a shared cache. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

export function cacheControlOf(key: string): string {
  return isPublicMedia(key) ? PUBLIC_MEDIA_CACHE_CONTROL : PRIVATE_CACHE_CONTROL;
}
