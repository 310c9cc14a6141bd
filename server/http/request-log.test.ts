import { nanoid } from 'nanoid';
import { describe, expect, it } from 'vitest';
import { METRO_MANILA } from '../../shared/shipping.ts';
import { createLogger, safeError } from '../logger.ts';
import { SESSION_COOKIE } from '../trpc/context.ts';
import { createAppWithEnv, fromAddress } from '../test/app-with-env.ts';
import { createTestProduct, proofFile } from '../test/fixtures.ts';
import { createTestUser } from '../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../test/test-db.ts';
import { captureLog } from '../test/capture-log.ts';

type RequestLine = { level: number; msg: string; reqId: string; method: string; route: string; status: number; durationMs: number };

describe.each(TEST_DATABASES)('request logs on %s', (kind) => {
  const db = useTestDatabase(kind);

  it('log every request of a whole journey by its route pattern, and never a secret used on the way', async () => {
    const log = captureLog();
    const { app } = await createAppWithEnv(db().orm, {}, log.stream);
    const shopper = fromAddress('203.0.113.50');
    const json = (body: unknown, headers: Record<string, string> = {}) => ({
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const secrets: string[] = [];
    const keep = <T extends string>(secret: T): T => {
      secrets.push(secret);
      return secret;
    };

    // Register, then sign in twice: as an API client (Bearer) and as a browser (cookie), once mistyped.
    const email = keep(`log-${nanoid(6).toLowerCase()}@example.com`);
    const password = keep(`pw-${nanoid(12)}`);
    const registered = await app.request('/api/register', json({ name: 'Juan Luna', email, password, password_confirmation: password }), shopper);
    expect(registered.status).toBe(201);
    keep(((await registered.json()) as { token: string }).token);
    expect((await app.request('/api/login', json({ email, password: keep(`typo-${nanoid(12)}`) }), shopper)).status).toBe(401);
    const apiLogin = await app.request('/api/login', json({ email, password }), shopper);
    const token = keep(((await apiLogin.json()) as { token: string }).token);
    expect((await app.request('/api/user', { headers: { authorization: `Bearer ${token}` } }, shopper)).status).toBe(200);
    const browserLogin = await app.request('/trpc/users.login', json({ email, password }), shopper);
    expect(browserLogin.status).toBe(200);
    const cookie = /ukay_session=([^;]+)/.exec(browserLogin.headers.get('set-cookie') ?? '')?.[1];
    expect(cookie).toBeTruthy();
    keep(cookie ?? '');
    expect((await app.request('/trpc/users.session', { headers: { cookie: `${SESSION_COOKIE}=${cookie}` } }, shopper)).status).toBe(200);

    // A guest fills a cart, holds it and places an order with a proof of payment.
    const guestId = keep(nanoid());
    const guest = { 'X-Guest-ID': guestId };
    const product = await createTestProduct(db().em(), { priceCentavos: 70_000 });
    expect((await app.request('/api/guest/cart/add', json({ product_id: product.id }, guest), shopper)).status).toBe(200);
    expect((await app.request('/trpc/cart.get', { headers: guest }, shopper)).status).toBe(200);
    expect((await app.request('/api/guest/cart/hold', { method: 'POST', headers: guest }, shopper)).status).toBe(200);
    const form = new FormData();
    const fields = {
      customer_name: 'Juan Luna',
      email,
      instagram_username: 'spoliarium',
      address_line1: '1 Banlat Rd.',
      barangay: 'Kapitolyo',
      city: 'Pasig City',
      province: METRO_MANILA,
      mobile_number: keep('09171234567'),
      guest_id: guestId,
      cart_items: JSON.stringify([product.id]),
      shipping_fee: '80',
      grand_total: '780',
    };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append('payment_proof', await proofFile());
    const placed = await app.request('/api/guest-orders', { method: 'POST', headers: guest, body: form }, shopper);
    expect(placed.status).toBe(201);
    const { data } = (await placed.json()) as { data: { order: { id: number; payment_proof: string } } };
    expect((await app.request(`/api/guest-orders?guest_id=${guestId}`, { headers: guest }, shopper)).status).toBe(200);
    expect((await app.request(data.order.payment_proof, { headers: guest }, shopper)).status).toBe(200);
    const [order] = await db().em().execute<{ payment_proof_key: string }[]>('select payment_proof_key from orders where id = ?', [data.order.id]);
    const proofKey = keep(order?.payment_proof_key ?? '');
    expect(proofKey).toMatch(/^proofs\//);
    keep(proofKey.replace(/^proofs\//, '').replace(/-\d+\.webp$/, ''));

    // The shop owner reads the order and its proof.
    const admin = await createTestUser(db().em(), { role: 'admin' });
    keep(admin.token);
    const asAdmin = { headers: { authorization: `Bearer ${admin.token}` } };
    expect((await app.request(`/api/admin/orders/${data.order.id}`, asAdmin, shopper)).status).toBe(200);
    expect((await app.request(`/api/admin/orders/${data.order.id}/payment-proof`, asAdmin, shopper)).status).toBe(200);

    const text = log.text();
    for (const secret of secrets) expect(text, `the log holds ${secret}`).not.toContain(secret);
    expect(text).not.toContain('203.0.113.50');
    expect(text).not.toMatch(/authorization|cookie|x-guest-id/i);

    const requests = log.lines.map((line) => JSON.parse(line) as RequestLine).filter((line) => line.msg === 'request');
    expect(requests).toHaveLength(14);
    for (const line of requests) {
      expect(Object.keys(line).sort()).toEqual(['durationMs', 'hostname', 'level', 'method', 'msg', 'pid', 'reqId', 'route', 'status', 'time']);
      expect(line.durationMs).toBeGreaterThanOrEqual(0);
    }
    expect(requests.map((line) => `${line.method} ${line.route} ${line.status}`)).toEqual([
      'POST /api/register 201',
      'POST /api/login 401',
      'POST /api/login 200',
      'GET /api/user 200',
      'POST /trpc/users.login 200',
      'GET /trpc/users.session 200',
      'POST /api/guest/cart/add 200',
      'GET /trpc/cart.get 200',
      'POST /api/guest/cart/hold 200',
      'POST /api/guest-orders 201',
      'GET /api/guest-orders 200',
      'GET /api/guest-orders/:id/payment-proof 200',
      'GET /api/admin/orders/:id 200',
      'GET /api/admin/orders/:id/payment-proof 200',
    ]);
    // Each answer names its request id, and that id names its log line.
    expect(new Set(requests.map((line) => line.reqId)).size).toBe(requests.length);
    expect(requests[0]?.reqId).toBe(registered.headers.get('x-request-id'));
  });

  it('keep an incoming X-Request-Id only from a trusted proxy', async () => {
    const log = captureLog();
    const direct = await createAppWithEnv(db().orm, {}, log.stream);
    const forged = await direct.app.request('/healthz', { headers: { 'x-request-id': 'from-the-client-123' } });
    expect(forged.headers.get('x-request-id')).not.toBe('from-the-client-123');
    const proxied = await createAppWithEnv(db().orm, { TRUST_PROXY: '1' }, log.stream);
    const kept = await proxied.app.request('/healthz', { headers: { 'x-request-id': 'lb-trace-0001' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-trace-0001');
    const odd = await proxied.app.request('/healthz', { headers: { 'x-request-id': 'a b;c' } });
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('log a database error by its code and constraint, never by the values in it', async () => {
    const log = captureLog();
    const logger = createLogger('info', log.stream);
    const guestId = nanoid();
    const insert = `insert into guest_profiles (guest_id, created_at, updated_at) values (?, now(), now())`;
    await db().em().execute(insert, [guestId]);
    const error = await db().em().execute(insert, [guestId]).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(String((error as Error).message)).toContain(guestId);
    logger.error({ err: error }, 'unexpected error');
    const [line] = log.lines.map((entry) => JSON.parse(entry) as { err: Record<string, string> });
    expect(line?.err).toMatchObject({ type: 'UniqueConstraintViolationException', code: '23505', constraint: 'guest_profiles_pkey' });
    expect(log.text()).not.toContain(guestId);
  });
});

describe('the logger', () => {
  it('masks storage keys and long tokens in error messages, and censors secrets handed to it by name', () => {
    const log = captureLog();
    const logger = createLogger('info', log.stream);
    const token = 'abcdefghijklmnopqrstuvwxyz234567';
    logger.error({ err: new Error(`Unsafe storage key: proofs/Zq3xY_9aBcDeFgHiJkLmN-1600.webp for ${token}`) }, 'unexpected error');
    logger.info({ password: 'hunter22', body: { password: 'hunter22', token, guest_id: 'V1StGXR8_Z5jdHi6B-myT' } }, 'careless');
    const text = log.text();
    for (const secret of ['hunter22', token, 'V1StGXR8_Z5jdHi6B-myT', 'Zq3xY_9aBcDeFgHiJkLmN']) expect(text).not.toContain(secret);
    expect(text).toContain('Unsafe storage key: [key] for [redacted]');
  });

  it('keeps an error’s kind, stack frames and cause', () => {
    const error = new Error('outer', { cause: new TypeError('inner') });
    const fields = safeError(error);
    expect(fields).toMatchObject({ type: 'Error', message: 'outer', cause: { type: 'TypeError', message: 'inner' } });
    expect(String(fields.stack)).toMatch(/^\s+at /);
    expect(safeError('a string')).toEqual({ type: 'string' });
  });
});
