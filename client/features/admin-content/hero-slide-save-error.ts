import { fieldErrorsOf, serverErrorOf } from '../../lib/errors.ts';

export type SlideSaveError = { message: string | null; fieldErrors: Record<string, string> };

/**
 * docs/product/api.md "Carousel and settings": a 422 shows its per-field errors (or 'Validation error. Please check your input.' when it
 * names none); another error with field errors shows them with its message; else its message or
 * 'Failed to save.'.
 */
export function slideSaveError(error: unknown): SlideSaveError {
  const server = serverErrorOf(error);
  const fieldErrors = fieldErrorsOf(error);
  const hasFields = Object.keys(fieldErrors).length > 0;
  if (server?.status === 422) {
    return { message: hasFields ? null : 'Validation error. Please check your input.', fieldErrors };
  }
  return { message: server?.message || 'Failed to save.', fieldErrors };
}
