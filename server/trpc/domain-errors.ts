import { TRPCError } from '@trpc/server';
import {
  ConflictError,
  type DomainError,
  ForbiddenError,
  NotFoundError,
  TooManyRequestsError,
  UnauthorizedError,
  ValidationError,
} from '../errors.ts';

/** The one mapping from domain errors to tRPC codes (the REST adapter maps codes to statuses). */
export function toTRPCError(error: DomainError): TRPCError {
  if (error instanceof ValidationError) return new TRPCError({ code: 'BAD_REQUEST', message: error.message, cause: error });
  if (error instanceof UnauthorizedError) return new TRPCError({ code: 'UNAUTHORIZED', message: error.message });
  if (error instanceof ForbiddenError) return new TRPCError({ code: 'FORBIDDEN', message: error.message });
  if (error instanceof NotFoundError) return new TRPCError({ code: 'NOT_FOUND', message: error.message });
  if (error instanceof ConflictError) return new TRPCError({ code: 'CONFLICT', message: error.message, cause: error });
  if (error instanceof TooManyRequestsError) {
    return new TRPCError({ code: 'TOO_MANY_REQUESTS', message: error.message, cause: error });
  }
  return new TRPCError({ code: 'BAD_REQUEST', message: error.message });
}
