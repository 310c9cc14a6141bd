/** Buyers as the bench plays them over REST, guests and signed-in accounts, and the pieces they race for (parts 4 and 6). */
import http from 'node:http';
import { nanoid } from 'nanoid';
import type pg from 'pg';

export type Reply = { status: number; ms: number; body: string };

/** Answers counted by status; a request that got none by its error. */
export function statusesOf(replies: Reply[]): Record<string, number> {
  const statuses: Record<string, number> = {};
  for (const reply of replies) {
    const key = reply.status === 0 ? `error ${reply.body}` : String(reply.status);
    statuses[key] = (statuses[key] ?? 0) + 1;
  }
  return statuses;
}

/**
 * Who a request comes from, as the shop records a holder: a guest by its X-Guest-ID, or an account by
 * a session token (sent as a Bearer) whose user id, as text, is what `products.hold_buyer_id` holds.
 */
export type Identity = { kind: 'guest'; id: string } | { kind: 'user'; id: string; token: string };

export type Buyer = { who: Identity; address: string; cart: number[] };

/** A fresh guest id, as a browser makes one: free, which is why a drop's opening refuses guests (decision 025). */
export const newGuest = (): Identity => ({ kind: 'guest', id: nanoid() });

/** The holder's key in the database: `products.hold_buyer_kind` and `hold_buyer_id` together. */
export const holderKey = (kind: string, id: string) => `${kind}:${id}`;

/** Buyer n's own address, in 198.18.0.0/15 (RFC 2544, for benchmarks); only ever a header value. */
export function addressOf(index: number): string {
  return `198.${18 + (index >> 16)}.${(index >> 8) & 255}.${index & 255}`;
}

/** A cart path for this buyer: `/api/cart…` with a session, `/api/guest/cart…` for a guest (design.md §3). */
export const cartPath = (buyer: Buyer, action: '' | '/add' | '/clear' | '/hold') => `/api${buyer.who.kind === 'guest' ? '/guest' : ''}/cart${action}`;

/** A request body as sent: its bytes and their content type. */
export type Payload = { type: string; bytes: Buffer };

const jsonPayload = (body: unknown): Payload => ({ type: 'application/json', bytes: Buffer.from(JSON.stringify(body)) });

/** A multipart form as a browser's fetch encodes it (boundary and all), so node:http can send it on a kept-alive socket. */
export async function formPayload(form: FormData): Promise<Payload> {
  const encoded = new Request('http://form.invalid/', { method: 'POST', body: form });
  return { type: encoded.headers.get('content-type') ?? 'multipart/form-data', bytes: Buffer.from(await encoded.arrayBuffer()) };
}

export function request(agent: http.Agent, base: string, method: string, pathname: string, buyer: Buyer, body?: unknown): Promise<Reply> {
  return send(agent, base, method, pathname, buyer, body === undefined ? undefined : jsonPayload(body));
}

export function send(agent: http.Agent, base: string, method: string, pathname: string, buyer: Buyer, payload?: Payload): Promise<Reply> {
  const started = performance.now();
  const identity = buyer.who.kind === 'guest' ? { 'X-Guest-ID': buyer.who.id } : { authorization: `Bearer ${buyer.who.token}` };
  return new Promise((resolve) => {
    const req = http.request(
      base + pathname,
      {
        method,
        agent,
        timeout: 60_000,
        headers: {
          ...identity,
          'X-Forwarded-For': buyer.address,
          ...(payload ? { 'content-type': payload.type, 'content-length': payload.bytes.length } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, body: text }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) => resolve({ status: 0, ms: performance.now() - started, body: error.message }));
    req.end(payload?.bytes);
  });
}

export async function inBatches<T, R>(items: T[], concurrency: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index] as T);
      }
    }),
  );
  return results;
}

/**
 * `count` pieces on sale, made like the seed's products (an image each), created long ago so they
 * sort last. In drop `dropId` they share its `drop_at`, as the shop keeps them (drop.entity.ts);
 * otherwise they went on sale long ago too.
 */
export async function insertPieces(db: pg.Client, skuPrefix: string, count: number, dropId: number | null = null): Promise<number[]> {
  const created = await db.query<{ id: number }>(
    `insert into products (created_at, updated_at, sku, name, description, care_instructions, price_centavos, size, category, status, drop_at, drop_id)
     select now() - interval '400 days', now() - interval '400 days', $2 || lpad(n::text, 4, '0'), 'Friday drop piece ' || n,
            '<p>One of fifty pieces in the Friday drop.</p>', '', 50000 + n * 100, 'm', 'women', 'Available',
            coalesce((select drop_at from drops where id = $3), now() - interval '400 days'), $3
     from generate_series(1, $1::int) as n
     returning id`,
    [count, skuPrefix, dropId],
  );
  const ids = created.rows.map((row) => row.id);
  await db.query(
    `insert into product_images (product_id, storage_key, position, width, height)
     select id, (select storage_key from product_images order by id limit 1), 0, 800, 800 from unnest($1::int[]) as id`,
    [ids],
  );
  return ids;
}
