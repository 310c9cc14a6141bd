import { initTRPC, type TRPCError } from '@trpc/server';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { ZodError } from 'zod';
import { userBuyer } from '../buyer.ts';
import { isDatabaseUnavailable, SERVICE_UNAVAILABLE } from '../db/unavailable.ts';
import { DomainError, ValidationError, type FieldErrors } from '../errors.ts';
import { fieldErrorsForNul, fieldErrorsFromZod } from '../validation.ts';
import type { Context } from './context.ts';
import { toTRPCError } from './domain-errors.ts';
import { adminUser, guestFromHeader, signedInUser } from './guards.ts';

// ---- context -------------------------------------------------------------------------------------

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
        data: { code: 'SERVICE_UNAVAILABLE' as const, httpStatus: 503, fieldErrors: null },
      };
    }
    const fieldErrors = fieldErrorsOf(error);
    return {
      ...shape,
      message: publicMessageOf(error, shape.message),
      data: { code: shape.data.code, httpStatus: fieldErrors ? 422 : shape.data.httpStatus, fieldErrors },
    };
  },
});

export const createRouter = t.router;
export const createCallerFactory = t.createCallerFactory;
export const createMiddleware = t.middleware;

/** Text the database cannot store is bad input (422 naming the field), not a failure deep in SQL. */
const refuseUnstorableText = t.middleware(async ({ getRawInput, next }) => {
  // Input that cannot be read at all (an empty body) is the input parser's to answer, or nobody's for
  // a procedure that takes none.
  const fieldErrors = fieldErrorsForNul(await getRawInput().catch(() => undefined));
  if (fieldErrors) throw new ValidationError(fieldErrors);
  return next();
});

/**
 * Each call works in an ORM context of its own, as if it were the only call of its request: the
 * calls of a batch (and a page's embedded queries) run at once, and in one shared identity map a
 * call that flushes, fails or clears would take the others' entities with it. The request's own
 * context only read the session; `ctx.user` is that read, and services are given its id.
 * A domain error the call throws becomes its tRPC error here too: every layer of tRPC's middleware
 * chain copies the call's options, and `next` merges the context it is given into a copy of the
 * whole (so each middleware hands it only what it changes), per call (issue 24).
 */
const ownOrmContext = t.middleware(async ({ ctx, next }) => {
  const result = await next({ ctx: { em: ctx.em.fork() } });
  if (!result.ok && result.error.cause instanceof DomainError) throw toTRPCError(result.error.cause);
  return result;
});

// ---- procedures ----------------------------------------------------------------------------------
// Who may call is settled before anything about the input: a stranger learns no rule of it.
const anyone = t.procedure.use(ownOrmContext);

const signedIn = anyone.use(({ ctx, next }) => next({ ctx: { user: signedInUser(ctx.user) } }));

export const publicProcedure = anyone.use(refuseUnstorableText);

export const userProcedure = signedIn.use(refuseUnstorableText);

export const adminProcedure = signedIn.use(({ ctx, next }) => next({ ctx: { user: adminUser(ctx.user) } })).use(refuseUnstorableText);

/** A signed-in user, or else a guest identified by a well-formed X-Guest-ID header (spec §6). */
export const buyerProcedure = publicProcedure.use(({ ctx, next }) => {
  const buyer = ctx.user ? userBuyer(ctx.user.id) : guestFromHeader(ctx.guestIdHeader);
  return next({ ctx: { buyer } });
});

/** Always the guest of the X-Guest-ID header, signed in or not: guest checkout and guest orders. */
export const guestProcedure = publicProcedure.use(({ ctx, next }) =>
  next({ ctx: { buyer: guestFromHeader(ctx.guestIdHeader) } }),
);
