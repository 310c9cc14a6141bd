import type { z } from 'zod';
import type { createCaller } from '../trpc/root.ts';

type Caller = ReturnType<typeof createCaller>;
type Access = 'public' | 'buyer' | 'user' | 'admin';
type Method = 'get' | 'post' | 'put' | 'delete';

type HandlerArgs<Body> = {
  caller: Caller;
  /**
   * The JSON object or form fields as sent, not yet checked: the procedure's input schema is the one
   * validation. It is typed as what the route's schema accepts only so that it can be handed on.
   */
  body: Body;
  params: Record<string, string>;
  query: Record<string, string>;
};

/**
 * One row of the REST table: it drives the adapter, and the OpenAPI document and contract tests are
 * read off the same rows. The handler is a thin call into a tRPC procedure; it answers the envelope.
 */
export type RestRoute = {
  method: Method;
  /** Hono syntax, relative to /api: `/products/:id`. */
  path: string;
  summary: string;
  tag: string;
  access: Access;
  /**
   * Whose cart, profile or orders a buyer path acts on (design.md §3): `guest` paths act for the
   * X-Guest-ID alone even when a session is also sent; `user` paths need the Bearer session.
   */
  as?: 'guest' | 'user';
  /** The body the route reads, as the OpenAPI document shows it; the handler passes it to the procedure, which validates it. */
  body?: z.ZodType;
  /** Documents the query string; the handler passes it to the procedure, which validates it. */
  query?: z.ZodType;
  /** The success answer's JSON; for an `image` or `csv` route, what its handler gives the adapter. */
  response: z.ZodType;
  /**
   * `image`: the handler answers a stored picture (`{body, contentType}`), sent privately, never cached.
   * `csv`: the handler answers a file to download (`{filename, csv}`), streamed as it is written.
   */
  produces?: 'json' | 'image' | 'csv';
  successStatus: 200 | 201;
  /**
   * The procedure behind the path is rate-limited (server/trpc/rate-limit.ts): the document lists its
   * 429 with Retry-After, and the rate-limit tests push every such path over its limit.
   */
  rateLimited?: true;
  /** Public reference data may be cached by browsers and proxies this long. */
  cacheSeconds?: number;
  handle(args: HandlerArgs<unknown>): Promise<unknown>;
};

export function defineRoute<Body extends z.ZodType | undefined>(
  route: Omit<RestRoute, 'body' | 'handle' | 'successStatus'> & {
    body?: Body;
    successStatus?: 200 | 201;
    handle(args: HandlerArgs<Body extends z.ZodType ? z.input<Body> : undefined>): Promise<unknown>;
  },
): RestRoute {
  return { successStatus: 200, ...route };
}

/** Query strings skip empty values (docs/product/api.md "Conventions"): `?size=&search=` means no filter. */
export function nonEmpty(query: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));
}

/**
 * The path's fields (an id, a key) join the body for the procedure, and win over body fields of the
 * same name. A body that is no object (a JSON array, text or null) goes on alone, so the procedure's
 * schema refuses it whole rather than field by field.
 */
export function withPathFields<Body, Fields extends Record<string, string>>(body: Body, fields: Fields): Body & Fields {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    // Not the merge the type says: this body is refused whole by the schema, which it reaches as sent.
    return body as Body & Fields;
  }
  return { ...body, ...fields };
}
