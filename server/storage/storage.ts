/** Where uploads live: local disk by default, an S3-compatible bucket when configured (design.md §1). */
export type StoredObject = { body: Buffer; contentType: string };

export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
}

/** Keys are made by the server from random ids; anything else (e.g. `../`) is refused outright. */
const SAFE_KEY = /^[a-z0-9-]+(\/[A-Za-z0-9_-]+)+\.(webp|jpg)$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key)) throw new Error(`Unsafe storage key: ${key}`);
}

export function contentTypeOf(key: string): string {
  return key.endsWith('.webp') ? 'image/webp' : 'image/jpeg';
}
