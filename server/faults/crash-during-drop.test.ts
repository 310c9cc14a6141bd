import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nanoid } from 'nanoid';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { METRO_MANILA } from '../../shared/shipping.ts';
import { updateSettings } from '../modules/settings/settings.service.ts';
import { createTestProduct, proofFile } from '../test/fixtures.ts';
import { breachesOfOnePieceOneSale } from '../test/one-piece-rule.ts';
import { startServerProcess, type ServerProcess } from '../test/server-process.ts';
import { useTestDatabase } from '../test/test-db.ts';

const PIECES = 20;
const BUYERS = 100;
const PRICE_PESOS = 500;
const NCR_FEE_PESOS = 80;

type Buyer = { guestId: string; cart: number[]; idempotencyKey: string };
/** 0: the connection failed (the server was dying or dead), so the answer, if any, was lost. */
type Reply = { status: number; body: string };

const delivery = {
  customer_name: 'Teodora Alonso',
  instagram_username: 'teodora',
  address_line1: '1 Banlat Rd.',
  barangay: 'Kapitolyo',
  city: 'Pasig City',
  province: METRO_MANILA,
  mobile_number: '09171234567',
  email: 'teodora@example.com',
};

async function send(base: string, pathname: string, guestId: string, init: RequestInit = {}): Promise<Reply> {
  try {
    const response = await fetch(base + pathname, {
      ...init,
      headers: { 'X-Guest-ID': guestId, ...init.headers },
      signal: AbortSignal.timeout(20_000),
    });
    return { status: response.status, body: await response.text() };
  } catch {
    return { status: 0, body: '' };
  }
}

const addToCart = (base: string, buyer: Buyer, productId: number) =>
  send(base, '/api/guest/cart/add', buyer.guestId, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ product_id: productId }),
  });

const hold = (base: string, buyer: Buyer) => send(base, '/api/guest/cart/hold', buyer.guestId, { method: 'POST' });

/** Checkout's last step as the browser sends it: multipart, with the proof and an idempotency key. */
function placeOrder(base: string, buyer: Buyer, proof: File): Promise<Reply> {
  const form = new FormData();
  const fields = {
    ...delivery,
    guest_id: buyer.guestId,
    cart_items: JSON.stringify(buyer.cart),
    shipping_fee: String(NCR_FEE_PESOS),
    grand_total: String(buyer.cart.length * PRICE_PESOS + NCR_FEE_PESOS),
    idempotency_key: buyer.idempotencyKey,
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('payment_proof', proof);
  return send(base, '/api/guest-orders', buyer.guestId, { method: 'POST', body: form });
}

async function inBatches<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += size) await Promise.all(items.slice(start, start + size).map(work));
}

/** Where each buyer's journey stands: the last answer to its hold and to its order (0: lost). */
type Journey = { hold?: number; order?: number };

async function query<Row extends pg.QueryResultRow>(url: string, sql: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(sql)).rows;
  } finally {
    await client.end();
  }
}

// The server runs as its own process on a real database: PGlite lives inside the process it would kill.
describe.skipIf(!process.env.TEST_DATABASE_URL)('a server killed in the middle of a drop (PostgreSQL only: set TEST_DATABASE_URL)', () => {
  const db = useTestDatabase('postgresql');
  let server: ServerProcess | undefined;
  let dataDir: string | undefined;

  afterAll(async () => {
    await server?.kill('SIGKILL');
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps every piece with at most one buyer, every order whole, and sells again once restarted', { timeout: 90_000 }, async () => {
    const url = db().url ?? '';
    dataDir = await mkdtemp(path.join(tmpdir(), 'ukay-crash-'));
    const env = {
      NODE_ENV: 'test',
      PORT: '0',
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ADMIN_PASSWORD: 'crash-test-admin',
      RATE_LIMIT_HOLD_PER_IP: '0',
      RATE_LIMIT_ORDER_PER_IP: '0',
    };
    // Every buyer is a guest on this one loopback address: the network's cap is not what is tested here.
    await updateSettings(db().em(), [{ key: 'guest_pieces_per_network', value: '0' }]);
    const pieces: number[] = [];
    for (let index = 0; index < PIECES; index++) {
      pieces.push((await createTestProduct(db().em(), { priceCentavos: PRICE_PESOS * 100 })).id);
    }
    // Two neighbouring pieces each: every cart overlaps the carts on both sides of it.
    const buyers: Buyer[] = Array.from({ length: BUYERS }, (_, index) => ({
      guestId: nanoid(),
      cart: [pieces[index % PIECES] as number, pieces[(index + 1) % PIECES] as number],
      idempotencyKey: nanoid(),
    }));
    const proof = await proofFile();

    server = await startServerProcess(env);
    const first = server;
    const adds: number[] = [];
    await inBatches(buyers, 30, async (buyer) => {
      for (const productId of buyer.cart) adds.push((await addToCart(first.url, buyer, productId)).status);
    });
    expect(adds.filter((status) => status !== 200)).toEqual([]);

    // The race: every buyer holds at once and orders if it won. At the first order placed, SIGKILL.
    const journeys = new Map<Buyer, Journey>(buyers.map((buyer) => [buyer, {}]));
    let killed: Promise<void> | undefined;
    await Promise.all(
      buyers.map(async (buyer) => {
        const journey = journeys.get(buyer) as Journey;
        journey.hold = (await hold(first.url, buyer)).status;
        if (journey.hold !== 200) return;
        journey.order = (await placeOrder(first.url, buyer, proof)).status;
        if (journey.order === 201) killed ??= first.kill('SIGKILL');
      }),
    );
    await killed;
    const cut = [...journeys.values()].filter((journey) => journey.hold === 0 || journey.order === 0);
    // Nothing but success, a lost piece (409) or a lost connection; and the kill landed mid-drop.
    expect([...journeys.values()].every((journey) => [0, 200, 409].includes(journey.hold ?? -1))).toBe(true);
    expect([...journeys.values()].every((journey) => [undefined, 0, 201].includes(journey.order))).toBe(true);
    expect(killed).toBeDefined();
    expect(cut.length).toBeGreaterThan(0);

    // Restarted on the same database and data dir, the buyers whose answer was lost try again.
    server = await startServerProcess(env);
    const second = server;
    expect((await send(second.url, '/api/products', nanoid())).status).toBe(200);
    await Promise.all(
      buyers.map(async (buyer) => {
        const journey = journeys.get(buyer) as Journey;
        if (journey.hold === 0) journey.hold = (await hold(second.url, buyer)).status;
        if (journey.hold === 200 && journey.order !== 201) journey.order = (await placeOrder(second.url, buyer, proof)).status;
      }),
    );
    const holders = buyers.filter((buyer) => journeys.get(buyer)?.hold === 200);
    const losers = buyers.filter((buyer) => journeys.get(buyer)?.hold === 409);
    expect(holders.length + losers.length).toBe(BUYERS);
    // A buyer told it holds its cart gets its order, under the same key, whether or not the first try committed.
    expect(holders.map((buyer) => journeys.get(buyer)?.order)).toEqual(holders.map(() => 201));

    // No piece was promised to two buyers.
    const promised = holders.flatMap((buyer) => buyer.cart);
    expect(new Set(promised).size).toBe(promised.length);

    // No piece is in two open orders, and every piece's status is the one its holding order gives it.
    expect(await breachesOfOnePieceOneSale(db().em(), pieces)).toEqual([]);

    // Each buyer told 201 has one order, of exactly its cart, at the price it was shown, with its proof
    // stored; a losing buyer has none.
    const orders = await query<{ id: number; guest_id: string; proof: string; subtotal: number; total: number; items: number[] | null; prices: number[] | null }>(
      url,
      `select o.id, o.guest_id, o.payment_proof_key as proof, o.subtotal_centavos as subtotal, o.total_centavos as total,
              array_agg(oi.product_id order by oi.product_id) filter (where oi.id is not null) as items,
              array_agg(oi.price_centavos) filter (where oi.id is not null) as prices
         from orders o left join order_items oi on oi.order_id = o.id group by o.id`,
    );
    const ordersOf = (buyer: Buyer) => orders.filter((order) => order.guest_id === buyer.guestId);
    for (const buyer of holders) {
      expect(ordersOf(buyer).map((order) => order.items)).toEqual([[...buyer.cart].sort((a, b) => a - b)]);
    }
    for (const buyer of losers) expect(ordersOf(buyer)).toEqual([]);
    expect(orders).toHaveLength(holders.length);
    expect(orders.filter((order) => !order.items)).toEqual([]);
    for (const order of orders) {
      const subtotal = (order.prices ?? []).reduce((sum, price) => sum + price, 0);
      expect({ id: order.id, subtotal: order.subtotal, total: order.total }).toEqual({ id: order.id, subtotal, total: subtotal + NCR_FEE_PESOS * 100 });
      expect((await stat(path.join(dataDir, 'uploads', order.proof))).isFile()).toBe(true);
    }

    // No live hold is left to a buyer who was told it lost; no cart line points at a missing piece;
    // a buyer who ordered has an empty cart.
    const liveHolds = await query<{ holder: string }>(url, `select hold_buyer_id as holder from products where hold_expires_at > now()`);
    const loserIds = new Set(losers.map((buyer) => buyer.guestId));
    expect(liveHolds.filter((row) => loserIds.has(row.holder))).toEqual([]);
    expect(await query(url, `select ci.id from cart_items ci left join products p on p.id = ci.product_id where p.id is null`)).toEqual([]);
    const leftInCarts = await query<{ owner_id: string }>(url, `select c.owner_id from carts c join cart_items ci on ci.cart_id = c.id`);
    const orderedIds = new Set(orders.map((order) => order.guest_id));
    expect(leftInCarts.filter((row) => orderedIds.has(row.owner_id))).toEqual([]);

    // The restarted shop sells a new piece to a new buyer, and still serves a proof from before the crash.
    const newcomer: Buyer = { guestId: nanoid(), cart: [(await createTestProduct(db().em(), { priceCentavos: PRICE_PESOS * 100 })).id], idempotencyKey: nanoid() };
    expect((await addToCart(second.url, newcomer, newcomer.cart[0] as number)).status).toBe(200);
    expect((await hold(second.url, newcomer)).status).toBe(200);
    expect((await placeOrder(second.url, newcomer, proof)).status).toBe(201);
    const before = orders[0];
    if (!before) throw new Error('no order was placed in the drop');
    expect((await send(second.url, `/api/guest-orders/${before.id}/payment-proof`, before.guest_id)).status).toBe(200);
  });
});
