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
export const mergeRouters = t.mergeRouters;
export const createCallerFactory = t.createCallerFactory;
export const createMiddleware = t.middleware;

/** A domain error a call throws (a guard's included), made its tRPC error. */
const domainErrorsAsTRPC = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof DomainError) throw toTRPCError(result.error.cause);
  return result;
});

/** Text the database cannot store, refused as bad input (422 naming the field), not a failure deep in SQL. */
const storableText = t.middleware(async ({ getRawInput, next }) => {
  const fieldErrors = fieldErrorsForNul(await getRawInput().catch(() => undefined));
  if (fieldErrors) throw toTRPCError(new ValidationError(fieldErrors));
  return next();
});

/**
 * An ORM context of the call's own, as if it were the only call of its request: the calls of a batch
 * (and a page's embedded queries) run at once, and in one shared identity map a call that flushes,
 * fails or clears would take the others' entities with it. The request's own context only read the
 * session; `ctx.user` is that read, and services are given its id.
 */
const ownOrmContext = t.middleware(({ ctx, next }) => next({ ctx: { em: ctx.em.fork() } }));

/**
 * What every call of a kind of procedure goes through, in tRPC's own chain: who may call, settled
 * before anything about the input so a stranger learns no rule of it (`admit` refuses with the
 * guards' errors, or says what the call adds to its context), then the text check, then the ORM
 * context. One merged middleware saved a drop's hold about 30 µs, which the drop's budget does not
 * need (decision 024).
 */
function callsAdmitting<Admitted extends object>(admit: (ctx: Context) => Admitted) {
  return t.procedure
    .use(domainErrorsAsTRPC)
    .use(({ ctx, next }) => next({ ctx: admit(ctx) }))
    .use(storableText)
    .use(ownOrmContext);
}

// ---- procedures ----------------------------------------------------------------------------------
export const publicProcedure = callsAdmitting(() => ({}));

export const userProcedure = callsAdmitting((ctx) => ({ user: signedInUser(ctx.user) }));

export const adminProcedure = callsAdmitting((ctx) => ({ user: adminUser(ctx.user) }));

/** A signed-in user, or else a guest identified by a well-formed X-Guest-ID header (docs/product/rules.md "Guest"). */
export const buyerProcedure = callsAdmitting((ctx) => ({ buyer: ctx.user ? userBuyer(ctx.user.id) : guestFromHeader(ctx.guestIdHeader) }));

/** Always the guest of the X-Guest-ID header, signed in or not: guest checkout and guest orders. */
export const guestProcedure = callsAdmitting((ctx) => ({ buyer: guestFromHeader(ctx.guestIdHeader) }));
