import { TRPCClientError } from '@trpc/client';

type ErrorData = { fieldErrors?: Record<string, string[]> | null } | undefined;

/**
 * Spec §5: server field errors are flattened and joined with '; '; otherwise the server message is
 * used, else the caller's fallback, else 'Something went wrong'.
 */
export function errorMessage(error: unknown, fallback = 'Something went wrong'): string {
  if (error instanceof TRPCClientError) {
    const fieldErrors = (error.data as ErrorData)?.fieldErrors;
    if (fieldErrors) {
      const messages = Object.values(fieldErrors).flat();
      if (messages.length > 0) return messages.join('; ');
    }
    if (error.message && !error.message.startsWith('Failed to fetch')) return error.message;
  }
  return fallback;
}

export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof TRPCClientError)) return {};
  const fieldErrors = (error.data as ErrorData)?.fieldErrors ?? {};
  return Object.fromEntries(Object.entries(fieldErrors).map(([field, messages]) => [field, messages.join('; ')]));
}
