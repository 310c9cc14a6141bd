import { getTRPCErrorShape, TRPCError, type TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { appRouter } from './root.ts';

/**
 * A refusal answered on /trpc before tRPC reads the request (the request size limit), in the shape
 * our errorFormatter gives every other: tRPC's client reads no other body, and would show its own
 * "Unable to transform response from server" instead of the message.
 */
export function trpcErrorBody(code: TRPC_ERROR_CODE_KEY, message: string) {
  const error = new TRPCError({ code, message });
  const shape = getTRPCErrorShape({ config: appRouter._def._config, error, type: 'unknown', path: undefined, input: undefined, ctx: undefined });
  return { error: shape };
}
