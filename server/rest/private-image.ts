import type { Context as HonoContext } from 'hono';
import { z } from 'zod';
import { PRIVATE_CACHE_CONTROL, type StoredObject } from '../storage/storage.ts';

/** What an image route's handler gives the adapter. */
export const StoredImage = z.object({ body: z.instanceof(Buffer), contentType: z.string() });

/** Proofs of payment are personal data: never cached by shared caches, never sniffed into anything but an image. */
export function sendPrivateImage(c: HonoContext, image: StoredObject): Response {
  return c.body(new Uint8Array(image.body), 200, {
    'Content-Type': image.contentType,
    'Cache-Control': PRIVATE_CACHE_CONTROL,
    'X-Content-Type-Options': 'nosniff',
  });
}
