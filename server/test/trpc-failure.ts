import { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { ValidationError, type FieldErrors } from '../errors.ts';
import { fieldErrorsFromZod } from '../validation.ts';

/** The TRPCError a call is refused with; anything else (success included) fails the test. */
export async function failure(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof TRPCError)) throw new Error(`expected a TRPCError, got ${String(error)}`);
  return error;
}

/** The field map a client receives with a refusal, whether the schema or a service refused. */
export function fieldErrorsOf(error: TRPCError): FieldErrors | undefined {
  if (error.cause instanceof ZodError) return fieldErrorsFromZod(error.cause);
  if (error.cause instanceof ValidationError) return error.cause.fieldErrors;
  return undefined;
}
