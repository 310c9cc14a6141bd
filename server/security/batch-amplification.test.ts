import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { nanoid } from 'nanoid';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GUEST_ID_HEADER, TRPC_MAX_BATCH_SIZE } from '../../shared/constants.ts';
import { createTestProduct } from '../test/fixtures.ts';
import { createTestApp } from '../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../test/test-db.ts';
import { batchRequest, type BatchCall } from '../test/trpc-batch.ts';
import type { AppRouter } from '../trpc/root.ts';

/**
 * One request can cost the server at most TRPC_MAX_BATCH_SIZE calls. A longer batch (a 12 kB GET of
 * 900 catalogue reads once ran 900 queries) is refused with a 400 before the context is built: no
 * session read, no query. A URL too long for Node's 16 KiB header limit never reaches the app.
 * Served over a real socket, as `npm start` serves it, so Node's own limits are in play.
 */

type ErrorBody = { error: { message: string; data: { code: string; httpStatus: number } } };

const newDrops = (count: number): BatchCall[] => Array.from({ length: count }, () => ({ path: 'catalog.newDrops' }));

describe.each(TEST_DATABASES)('batch amplification on %s', (kind) => {
  const db = useTestDatabase(kind);
  let server: ServerType;
  let origin = '';
  let productId = 0;

  beforeAll(async () => {
    productId = (await createTestProduct(db().em(), { isNewArrival: true })).id;
    const { app } = await createTestApp(db());
    server = await new Promise<ServerType>((resolve) => {
      const listening = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(listening));
    });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** Sends the request and counts the SQL statements the server ran while answering it. */
  async function sendCounted(request: { url: string; init: RequestInit }) {
    const execute = vi.spyOn(db().orm.em.getConnection(), 'execute');
    try {
      const response = await fetch(`${origin}${request.url}`, request.init);
      const body: unknown = await response.json().catch(() => null);
      return { status: response.status, body, queries: execute.mock.calls.length };
    } finally {
      execute.mockRestore();
    }
  }

  it('refuses a 900-call batch with a 400 in tRPC’s error shape, and runs no query for it', async () => {
    const request = batchRequest(newDrops(900), 'GET');
    expect(request.url.length).toBeLessThan(16 * 1024);
    const { status, body, queries } = await sendCounted(request);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: { data: { code: 'BAD_REQUEST', httpStatus: 400 } } });
    expect((body as ErrorBody).error.message).toMatch(/batch/i);
    expect(queries).toBe(0);
  });

  it('refuses one call over the limit as it refuses 900, mutations included: nothing is written', async () => {
    const guest = { [GUEST_ID_HEADER]: nanoid() };
    const adds = Array.from({ length: TRPC_MAX_BATCH_SIZE + 1 }, () => ({ path: 'cart.add', input: { product_id: productId } }));
    const over = await sendCounted(batchRequest(adds, 'POST', guest));
    expect(over.status).toBe(400);
    expect(over.queries).toBe(0);
    const reads = await sendCounted(batchRequest(newDrops(TRPC_MAX_BATCH_SIZE + 1), 'GET'));
    expect(reads.status).toBe(400);
    expect(reads.queries).toBe(0);
  });

  it('answers a batch of exactly the limit, every call run', async () => {
    const { status, body, queries } = await sendCounted(batchRequest(newDrops(TRPC_MAX_BATCH_SIZE), 'GET'));
    expect(status).toBe(200);
    expect(body).toHaveLength(TRPC_MAX_BATCH_SIZE);
    expect(queries).toBeGreaterThanOrEqual(TRPC_MAX_BATCH_SIZE);
  });

  it('serves a client whose batch link is cut at the limit, however many calls it makes at once', async () => {
    const client = createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: `${origin}/trpc`, maxItems: TRPC_MAX_BATCH_SIZE })] });
    const drops = await Promise.all(Array.from({ length: TRPC_MAX_BATCH_SIZE * 2 + 5 }, () => client.catalog.newDrops.query()));
    expect(drops.every((products) => products.some((product) => product.id === productId))).toBe(true);
  });

  it('never lets a URL past Node’s header limit reach the app', async () => {
    const input = encodeURIComponent(JSON.stringify({ 0: { search: 'x'.repeat(20_000) } }));
    const { status, queries } = await sendCounted({ url: `/trpc/catalog.list?batch=1&input=${input}`, init: {} });
    expect(status).toBe(431);
    expect(queries).toBe(0);
  });
});
