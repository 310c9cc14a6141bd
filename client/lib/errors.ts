import { TRPCClientError } from '@trpc/client';
import type { RefusalAction } from '../../shared/cart-messages.ts';

type FieldErrors = Record<string, string[]>;
/** The `data` of the server's errorFormatter (server/trpc/init.ts). */
type ErrorData = { httpStatus?: number; fieldErrors?: FieldErrors | null; action?: RefusalAction | null } | undefined;

/** A refusal as the server gave it: its HTTP status, message and field errors (design.md §3). */
type ServerError = { status: number; message: string; fieldErrors: FieldErrors };

/** What the server said of a failed call, or null for anything that is not a failed tRPC call. */
export function serverErrorOf(error: unknown): ServerError | null {
  if (!(error instanceof TRPCClientError)) return null;
  const data = error.data as ErrorData;
  // No shape: the answer never came or could not be read (a dropped connection, a proxy's HTML page).
  // The text is then the browser's own, which means nothing to a shopper; status 0 says so.
  if (!error.shape) return { status: 0, message: '', fieldErrors: {} };
  return { status: data?.httpStatus ?? 0, message: error.message, fieldErrors: data?.fieldErrors ?? {} };
}

/**
 * docs/product/rules.md "Server errors on screen": server field errors are flattened and joined with '; '; otherwise the server message is
 * used, else the caller's fallback, else 'Something went wrong'.
 */
export function errorMessage(error: unknown, fallback = 'Something went wrong'): string {
  const server = serverErrorOf(error);
  if (!server) return fallback;
  const messages = Object.values(server.fieldErrors).flat();
  if (messages.length > 0) return messages.join('; ');
  return server.message || fallback;
}

/** What the shopper can do about a refusal, when the server names it (decision 025): sign in, or confirm their e-mail. */
export function refusalActionOf(error: unknown): RefusalAction | null {
  return error instanceof TRPCClientError ? ((error.data as ErrorData)?.action ?? null) : null;
}

export function fieldErrorsOf(error: unknown): Record<string, string> {
  const fieldErrors = serverErrorOf(error)?.fieldErrors ?? {};
  return Object.fromEntries(Object.entries(fieldErrors).map(([field, messages]) => [field, messages.join('; ')]));
}
