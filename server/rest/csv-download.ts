import { Readable } from 'node:stream';
import type { Context as HonoContext } from 'hono';
import { z } from 'zod';
import { PRIVATE_CACHE_CONTROL } from '../storage/storage.ts';

/** What a CSV route's handler gives the adapter: the file's name, and its text as it is written. */
export const CsvDownload = z.object({ filename: z.string().regex(/^[\w.-]+$/), csv: z.instanceof(Readable) });

/**
 * Streamed to the browser as a download: an export holds the shop's customers (personal data), so
 * no cache keeps it, and the browser saves it rather than showing it.
 */
export function sendCsv(c: HonoContext, download: z.infer<typeof CsvDownload>): Response {
  return c.body(Readable.toWeb(download.csv) as ReadableStream<Uint8Array>, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${download.filename}"`,
    'Cache-Control': PRIVATE_CACHE_CONTROL,
    'X-Content-Type-Options': 'nosniff',
  });
}
