/**
 * Domain errors: services throw these, and one mapping (server/trpc/domain-errors.ts) turns them into
 * tRPC codes, which the REST adapter turns into HTTP statuses.
 */
import type { RefusalAction } from '../shared/cart-messages.ts';

export type { RefusalAction };
export type FieldErrors = Record<string, string[]>;

/** A domain error is an answer (404, 409, 429…), never a fault. */
export class DomainError extends Error {}

/** Input that passed the schema but breaks a rule only the server can check (e.g. a taken email). */
export class ValidationError extends DomainError {
  readonly fieldErrors: FieldErrors;

  constructor(fieldErrors: FieldErrors, message = 'The given data was invalid.') {
    super(message);
    this.fieldErrors = fieldErrors;
  }
}

export class UnauthorizedError extends DomainError {}
export class ForbiddenError extends DomainError {}
export class NotFoundError extends DomainError {}
export class ConflictError extends DomainError {
  readonly action: RefusalAction | null;

  constructor(message: string, action: RefusalAction | null = null) {
    super(message);
    this.action = action;
  }
}

/** Too many calls from one address or for one account; the caller may try again after the wait. */
export class TooManyRequestsError extends DomainError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super(`Too many attempts. Please try again in ${waitText(retryAfterSeconds)}.`);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
