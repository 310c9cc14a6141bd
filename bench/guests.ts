/** Guests as the bench plays them over REST, and the pieces they race for (parts 4 and 6). */
import http from 'node:http';
import type pg from 'pg';

export type Reply = { status: number; ms: number; body: string };

export type Buyer = { guestId: string; address: string; cart: number[] };

/** Buyer n's own address, in 198.18.0.0/15 (RFC 2544, for benchmarks); only ever a header value. */
export function addressOf(index: number): string {
  return `198.${18 + (index >> 16)}.${(index >> 8) & 255}.${index & 255}`;
}

export function request(agent: http.Agent, base: string, method: string, pathname: string, buyer: Buyer, body?: unknown): Promise<Reply> {
  const started = performance.now();
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const req = http.request(
      base + pathname,
      {
        method,
        agent,
        timeout: 60_000,
        headers: {
          'X-Guest-ID': buyer.guestId,
          'X-Forwarded-For': buyer.address,
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
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
    req.end(payload);
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

/** `count` pieces on sale, made like the seed's products (an image each), dated so they sort last. */
export async function insertPieces(db: pg.Client, skuPrefix: string, count: number): Promise<number[]> {
  const created = await db.query<{ id: number }>(
    `insert into products (created_at, updated_at, sku, name, description, care_instructions, price_centavos, size, category, status, drop_at)
     select now() - interval '400 days', now() - interval '400 days', $2 || lpad(n::text, 4, '0'), 'Friday drop piece ' || n,
            '<p>One of fifty pieces in the Friday drop.</p>', '', 50000 + n * 100, 'm', 'women', 'Available',
            now() - interval '400 days'
     from generate_series(1, $1::int) as n
     returning id`,
    [count, skuPrefix],
  );
  const ids = created.rows.map((row) => row.id);
  await db.query(
    `insert into product_images (product_id, storage_key, position, width, height)
     select id, (select storage_key from product_images order by id limit 1), 0, 800, 800 from unnest($1::int[]) as id`,
    [ids],
  );
  return ids;
}
