import { TRPCClientError } from '@trpc/client';

type FieldErrors = Record<string, string[]>;
type ErrorData = { fieldErrors?: FieldErrors | null } | undefined;

/** A refusal from the REST API (design.md §3): `{message, errors?}` with an HTTP status. */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: FieldErrors | null;

  constructor(status: number, message: string, fieldErrors: FieldErrors | null = null) {
    super(message);
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
}

function serverErrorOf(error: unknown): { message: string; fieldErrors: FieldErrors } | null {
  if (error instanceof ApiError) return { message: error.message, fieldErrors: error.fieldErrors ?? {} };
  if (error instanceof TRPCClientError) {
    // A dropped connection surfaces as the browser's own text, which means nothing to a shopper.
    const message = error.message.startsWith('Failed to fetch') ? '' : error.message;
    return { message, fieldErrors: (error.data as ErrorData)?.fieldErrors ?? {} };
  }
  return null;
}

/**
 * Spec §5: server field errors are flattened and joined with '; '; otherwise the server message is
 * used, else the caller's fallback, else 'Something went wrong'.
 */
export function errorMessage(error: unknown, fallback = 'Something went wrong'): string {
  const server = serverErrorOf(error);
  if (!server) return fallback;
  const messages = Object.values(server.fieldErrors).flat();
  if (messages.length > 0) return messages.join('; ');
  return server.message || fallback;
}

export function fieldErrorsOf(error: unknown): Record<string, string> {
  const fieldErrors = serverErrorOf(error)?.fieldErrors ?? {};
  return Object.fromEntries(Object.entries(fieldErrors).map(([field, messages]) => [field, messages.join('; ')]));
}
