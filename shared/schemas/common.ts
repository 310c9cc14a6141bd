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

/** Query strings and multipart fields carry text: 'true'/'1' and 'false'/'0' both mean what they say. */
export function textFlag(message?: string) {
  return z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], message ? { error: message } : undefined)
    .transform((value) => value === true || value === 'true' || value === '1');
}
