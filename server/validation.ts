import type { z } from 'zod';
import type { FieldErrors } from './errors.ts';

/** Groups zod issues by dotted field path, the `{field: [messages]}` map of design.md §3. */
export function fieldErrorsFromZod(error: z.ZodError): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    (fieldErrors[field] ??= []).push(issue.message);
  }
  return fieldErrors;
}

const NUL = '\u0000';
export const NUL_MESSAGE = 'This text contains a character that is not allowed.';

type Visit = { value: unknown; key: string; parent: Visit | null };

function fieldOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | null = visit; at?.parent; at = at.parent) keys.unshift(at.key);
  return keys.join('.') || '_';
}

function isPlain(value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * PostgreSQL text holds no NUL character, and the database driver fails on one outright, so text
 * carrying it is refused as bad input before any procedure sees it. Walks raw input (objects,
 * arrays, forms) without recursion, since hostile input may be nested thousands deep.
 */
export function fieldErrorsForNul(input: unknown): FieldErrors | null {
  const fieldErrors: FieldErrors = {};
  const pending: Visit[] = [{ value: input, key: '', parent: null }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const { value } = visit;
    if (typeof value === 'string') {
      if (value.includes(NUL)) fieldErrors[fieldOf(visit)] = [NUL_MESSAGE];
    } else if (value instanceof FormData) {
      for (const [key, entry] of value.entries()) pending.push({ value: entry, key: key.replace(/\[\]$/, ''), parent: visit });
    } else if (Array.isArray(value) || (typeof value === 'object' && value !== null && isPlain(value))) {
      for (const [key, entry] of Object.entries(value)) pending.push({ value: entry, key, parent: visit });
    }
  }
  return Object.keys(fieldErrors).length > 0 ? fieldErrors : null;
}
