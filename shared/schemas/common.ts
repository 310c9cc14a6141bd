import { z } from 'zod';

/**
 * A whole number that may arrive as text (query strings, multipart fields). Unlike `z.coerce`, its
 * input type stays `number | string`, so tRPC callers keep their types.
 */
export function wholeNumber(message: string) {
  return z
    .union([z.number(), z.string().trim().regex(/^-?\d+$/).transform(Number)], { error: message })
    .pipe(z.number().int(message));
}
