import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { ZodError } from 'zod';
import { isDatabaseUnavailable, SERVICE_UNAVAILABLE } from '../db/unavailable.ts';
import { ConflictError, DomainError, ValidationError, type FieldErrors, type RefusalAction } from '../errors.ts';
import { toTRPCError } from '../trpc/domain-errors.ts';
import { fieldErrorsFromZod } from '../validation.ts';

type ErrorBody = { message: string; errors?: FieldErrors; action?: RefusalAction };
export type RestError = { status: number; body: ErrorBody };

export const INVALID_DATA = 'The given data was invalid.';

/**
 * design.md §3: 422 with field errors for validation, the tRPC code's status otherwise, 503 while the
 * database cannot be reached, no stack.
 */
export function toRestError(error: unknown): RestError {
  if (isDatabaseUnavailable(error)) return { status: 503, body: { message: SERVICE_UNAVAILABLE } };
  if (error instanceof DomainError) return toRestError(toTRPCError(error));
  if (error instanceof ZodError) {
    return { status: 422, body: { message: INVALID_DATA, errors: fieldErrorsFromZod(error) } };
  }
  if (error instanceof TRPCError) {
    if (error.cause instanceof ZodError) return toRestError(error.cause);
    if (error.cause instanceof ValidationError) {
      return { status: 422, body: { message: error.cause.message, errors: error.cause.fieldErrors } };
    }
    if (error.cause instanceof ConflictError && error.cause.action) return { status: 409, body: { message: error.message, action: error.cause.action } };
    const status = getHTTPStatusCodeFromError(error);
    if (status < 500) return { status, body: { message: error.message } };
  }
  return { status: 500, body: { message: 'Something went wrong' } };
}
