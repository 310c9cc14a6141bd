import { initTRPC, type TRPCError } from '@trpc/server';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { ZodError } from 'zod';
import { userBuyer } from '../buyer.ts';
import { isDatabaseUnavailable, SERVICE_UNAVAILABLE } from '../db/unavailable.ts';
import { ConflictError, DomainError, ValidationError, type FieldErrors } from '../errors.ts';
import { fieldErrorsForNul, fieldErrorsFromZod } from '../validation.ts';
import type { Context } from './context.ts';
import { toTRPCError } from './domain-errors.ts';
import { adminUser, guestFromHeader, signedInUser } from './guards.ts';

// ---- initialisation ------------------------------------------------------------------------------
function fieldErrorsOf(error: TRPCError): FieldErrors | null {
  if (error.cause instanceof ZodError) return fieldErrorsFromZod(error.cause);
  if (error.cause instanceof ValidationError) return error.cause.fieldErrors;
  return null;
}

/** Internal failures never leak their message (it may name tables or paths). */
function publicMessageOf(error: TRPCError, message: string): string {
  if (error.code === 'INTERNAL_SERVER_ERROR') return 'Something went wrong';
  if (error.cause instanceof ZodError) return 'The given data was invalid.';
  return message;
}

const t = initTRPC.context<Context>().create({
  // Never send stack traces, whatever NODE_ENV says.
  isDev: false,
  errorFormatter({ shape, error }) {
    // Here, not in a middleware: building the context reads the session, before any middleware runs.
    if (isDatabaseUnavailable(error.cause)) {
      return {
        ...shape,
        code: TRPC_ERROR_CODES_BY_KEY.SERVICE_UNAVAILABLE,
        message: SERVICE_UNAVAILABLE,
        data: { code: 'SERVICE_UNAVAILABLE' as const, httpStatus: 503, fieldErrors: null, action: null },
      };
    }
    const fieldErrors = fieldErrorsOf(error);
    return {
      ...shape,
      message: publicMessageOf(error, shape.message),
      data: {
        code: shape.data.code,
        httpStatus: fieldErrors ? 422 : shape.data.httpStatus,
        fieldErrors,
        action: error.cause instanceof ConflictError ? error.cause.action : null,
      },
    };
  },
});

export const createRouter = t.router;
export const mergeRouters = t.mergeRouters;
export const createCallerFactory = t.createCallerFactory;
export const createMiddleware = t.middleware;

/**
 * What every call of a kind of procedure goes through, in one middleware and in this order:
 * - who may call, settled before anything about the input, so a stranger learns no rule of it
 *   (`admit` refuses with the guards' errors, or says what the call may add to its context);
 * - text the database cannot store, refused as bad input (422 naming the field), not a failure deep
 *   in SQL; input that cannot be read at all is the input parser's to answer;
 * - an ORM context of the call's own, as if it were the only call of its request: the calls of a
 *   batch (and a page's embedded queries) run at once, and in one shared identity map a call that
 *   flushes, fails or clears would take the others' entities with it. The request's own context only
 *   read the session; `ctx.user` is that read, and services are given its id;
 * - a domain error the call throws, made its tRPC error.
 * One layer, not one per step: every layer of tRPC's middleware chain copies the call's options (and
 * `next` the whole context) with a transpiled object spread, about 10 µs a layer on a 2-core machine,
 * a tenth of a drop's hold for four layers. Without it a drop missed its budget in 4 runs of 17
 * (decisions 021 and 024).
 */
function callsAdmitting<Admitted extends object>(admit: (ctx: Context) => Admitted) {
  return t.procedure.use(async ({ ctx, getRawInput, next }) => {
    const admitted = admit(ctx);
    const fieldErrors = fieldErrorsForNul(await getRawInput().catch(() => undefined));
    if (fieldErrors) throw toTRPCError(new ValidationError(fieldErrors));
    const result = await next({ ctx: { ...admitted, em: ctx.em.fork() } });
    if (!result.ok && result.error.cause instanceof DomainError) throw toTRPCError(result.error.cause);
    return result;
  });
}

// ---- procedures ----------------------------------------------------------------------------------
export const publicProcedure = callsAdmitting(() => ({}));

export const userProcedure = callsAdmitting((ctx) => ({ user: signedInUser(ctx.user) }));

export const adminProcedure = callsAdmitting((ctx) => ({ user: adminUser(ctx.user) }));

/** A signed-in user, or else a guest identified by a well-formed X-Guest-ID header (docs/product/rules.md "Guest"). */
export const buyerProcedure = callsAdmitting((ctx) => ({ buyer: ctx.user ? userBuyer(ctx.user.id) : guestFromHeader(ctx.guestIdHeader) }));

/** Always the guest of the X-Guest-ID header, signed in or not: guest checkout and guest orders. */
export const guestProcedure = callsAdmitting((ctx) => ({ buyer: guestFromHeader(ctx.guestIdHeader) }));
