import { hash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** What a 304 keeps of the 200 it stands for (RFC 9110 §15.4.5), as Hono's etag middleware keeps. */
const RETAINED_304_HEADERS = ['cache-control', 'content-location', 'date', 'etag', 'expires', 'vary'];

/** The bytes of each answer made by `jsonAnswer`: its body, which nothing can change once it is made. */
const jsonBodies = new WeakMap<Response, Uint8Array<ArrayBuffer>>();

/**
 * `c.json`, remembering the bytes it sends: `jsonEtag` hashes them instead of reading the body back.
 * Reading it back built a whole fetch Response (the text encoded into a stream, then drained) and a
 * second answer around the bytes: on GET /api/products (27 kB) as much of the server's time as
 * JSON.stringify itself, and more in garbage (the API budget, design.md §5). Sent as bytes, not text: node's socket
 * copies a long string into a buffer up to three times its length before writing it.
 */
export function jsonAnswer(c: Context, value: unknown, status?: ContentfulStatusCode): Response {
  const body = Buffer.from(JSON.stringify(value));
  const answer = c.body(body, status, { 'Content-Type': 'application/json' });
  jsonBodies.set(answer, body);
  return answer;
}

function matches(tag: string, ifNoneMatch: string | null): boolean {
  if (ifNoneMatch === null) return false;
  return ifNoneMatch.trim() === '*' || (ifNoneMatch.match(/"[^"]*"/g)?.some((candidate) => candidate === tag) ?? false);
}

/** SHA-1 of the body, the tag Hono's etag gives. */
const tagOf = (body: Uint8Array) => `"${hash('sha1', body)}"`;

function notModified(headers: Headers, tag: string): Response {
  const kept = new Headers(headers);
  for (const name of [...kept.keys()]) if (!RETAINED_304_HEADERS.includes(name)) kept.delete(name);
  kept.set('etag', tag);
  return new Response(null, { status: 304, statusText: 'Not Modified', headers: kept });
}

/** Hono's `c.res` setter would wrap a new answer around the old one's body stream: clearing it first keeps the new one as it is. */
function replaceAnswer(c: Context, answer: Response): void {
  c.res = undefined;
  c.res = answer;
}

/**
 * Strong ETags for the JSON answers of the public catalogue, and 304s to a matching If-None-Match:
 * what `hono/etag` does, at a fraction of its cost. Hono's clones the answer, reads the copy as a
 * stream and hashes it with WebCrypto off the main thread, and the tee it leaves makes
 * @hono/node-server write the answer as a stream too; on the catalogue under load that was ~8 % of the
 * server's CPU (the API budget, design.md §5). Here an answer made by `jsonAnswer` is tagged from its bytes, in place; any
 * other body (tRPC's) is read once as bytes, hashed (SHA-1, the same tag Hono gave) and handed back as
 * those bytes, which node-server writes in one go. Answers that already carry an ETag, and anything
 * but a successful GET or HEAD, pass as they are.
 */
export function jsonEtag(): MiddlewareHandler {
  return async (c, next) => {
    const ifNoneMatch = c.req.header('if-none-match') ?? null;
    await next();
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || !c.res.ok) return;
    const answer = c.res;
    const given = answer.headers.get('etag');
    if (given !== null) {
      if (matches(given, ifNoneMatch)) replaceAnswer(c, notModified(answer.headers, given));
      return;
    }
    const known = jsonBodies.get(answer);
    // Bytes, not text: decoding the body only to encode it again cost as much as the rest of this.
    const body = known ?? new Uint8Array(await answer.arrayBuffer());
    // An empty body gets no tag, as with Hono's (there is nothing to revalidate).
    const tag = body.length > 0 ? tagOf(body) : null;
    if (tag !== null && matches(tag, ifNoneMatch)) return replaceAnswer(c, notModified(answer.headers, tag));
    if (known !== undefined) {
      if (tag !== null) answer.headers.set('etag', tag);
      return;
    }
    const headers = new Headers(answer.headers);
    if (tag !== null) headers.set('etag', tag);
    replaceAnswer(c, new Response(body.length > 0 ? body : null, { status: answer.status, headers }));
  };
}
