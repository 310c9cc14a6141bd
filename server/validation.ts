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
