/**
 * Domain errors: services throw these, and one mapping (server/trpc/domain-errors.ts) turns them into
 * tRPC codes, which the REST adapter turns into HTTP statuses.
 */
export type FieldErrors = Record<string, string[]>;

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
export class ConflictError extends DomainError {}
