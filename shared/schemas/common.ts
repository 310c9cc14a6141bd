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

/** The largest value a PostgreSQL `integer` column holds: ids and orders past it would fail in SQL. */
export const MAX_INTEGER = 2_147_483_647;

/** A row id from a path or a body; text that cannot be one names no row, so it is simply not found. */
export function recordId(notFound: string) {
  return wholeNumber(notFound).pipe(z.number().min(1, notFound).max(MAX_INTEGER, notFound));
}

/** An empty form field means "not given", as a browser sends an untouched input. */
export const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** For `z.preprocess`: text a form may clear; blank (or only spaces) is stored as null. */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** Optional text a form may clear: blank becomes null. */
export function clearableText(max: number, tooLong: string) {
  return z.preprocess(blankToNull, z.string().trim().max(max, tooLong).nullable());
}

/** A page of the shop: one leading slash, never `//host` or `/\host`, which browsers read as another site. */
const SITE_ROUTE = /^\/(?![/\\])\S*$/;
const WEB_ADDRESS = /^https?:\/\/\S+$/i;

/**
 * Where a button or a slide may send a shopper: a page of the shop (`/sale`) or an http(s) address.
 * Anything else (`javascript:`, `data:`) could run script in the shop's name. Blank clears it.
 */
export function linkTarget(messages: { invalid: string; tooLong: string }, max: number) {
  return z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .max(max, messages.tooLong)
      .refine((link) => SITE_ROUTE.test(link) || (WEB_ADDRESS.test(link) && URL.canParse(link)), messages.invalid)
      .nullable(),
  );
}
