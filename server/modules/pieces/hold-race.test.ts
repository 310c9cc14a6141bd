import { nanoid } from 'nanoid';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CART_MESSAGES } from '../../../shared/cart-messages.ts';
import { type Orm } from '../../db/orm.ts';
import { createTestProduct } from '../../test/fixtures.ts';
import { callerFor } from '../../test/test-app.ts';
import { atDepth } from '../../test/depth.ts';
import { TEST_DATABASES, useSecondInstance, useTestDatabase } from '../../test/test-db.ts';
import { failure } from '../../test/trpc-failure.ts';
import { Product } from './product.entity.ts';
import { buyerLockName } from './hold-locks.ts';

type Racer = { guestId: string; productIds: number[] };

/** Each racer fills a cart, then all of them hold at once; answers who won. */
async function race(orms: Orm[], racers: Racer[]): Promise<Racer[]> {
  const callerOf = (racer: Racer, index: number) =>
    callerFor((orms[index % orms.length] as Orm).em.fork(), { guestIdHeader: racer.guestId });
  await Promise.all(
    racers.map(async (racer, index) => {
      for (const productId of racer.productIds) await callerOf(racer, index).cart.add({ product_id: productId });
    }),
  );
  const results = await Promise.allSettled(racers.map((racer, index) => callerOf(racer, index).cart.hold()));
  const unexpected = results.flatMap((result) =>
    result.status === 'rejected' && (result.reason as { code?: string }).code !== 'CONFLICT' ? [result.reason as unknown] : [],
  );
  expect(unexpected).toEqual([]);
  return racers.filter((_, index) => results[index]?.status === 'fulfilled');
}

/** Every winner holds all of its pieces; no piece has two owners. */
async function expectNoDoubleHolds(orm: Orm, winners: Racer[], productIds: number[]) {
  const products = await orm.em.fork().find(Product, { id: { $in: productIds } });
  const holderOf = new Map(products.map((product) => [product.id, product.holdBuyerId]));
  const claimed = new Map<number, string>();
  for (const winner of winners) {
    for (const productId of winner.productIds) {
      expect(holderOf.get(productId)).toBe(winner.guestId);
      expect(claimed.has(productId)).toBe(false);
      claimed.set(productId, winner.guestId);
    }
  }
}

/** `dropAt`: the pieces go live then (design.md §8 "Visibility"); live already by default. */
async function overlappingCarts(orm: Orm, buyers: number, pieces: number, dropAt?: Date): Promise<{ racers: Racer[]; productIds: number[] }> {
  const productIds: number[] = [];
  for (let index = 0; index < pieces; index++) productIds.push((await createTestProduct(orm.em.fork(), dropAt ? { dropAt } : {})).id);
  const racers = Array.from({ length: buyers }, (_, index) => ({
    guestId: nanoid(),
    // Three neighbouring pieces each, so every cart overlaps others on both sides.
    productIds: [0, 1, 2].map((offset) => productIds[(index + offset) % pieces] as number),
  }));
  return { racers, productIds };
}

/**
 * Buyers whose carts of three neighbouring pieces overlap on 20 pieces: every piece is wanted by three
 * carts from 20 buyers on, so the CI depth's 60 race on every piece, as the deep run's 200 do.
 */
const OVERLAPPING_BUYERS = atDepth({ ci: 60, deep: 200 });

describe.each(TEST_DATABASES)('holds under a rush on %s', (kind) => {
  const db = useTestDatabase(kind);

  it('gives one piece to exactly one of 50 buyers racing for it', async () => {
    const product = await createTestProduct(db().em());
    const racers = Array.from({ length: 50 }, () => ({ guestId: nanoid(), productIds: [product.id] }));
    const winners = await race([db().orm], racers);
    expect(winners).toHaveLength(1);
    await expectNoDoubleHolds(db().orm, winners, [product.id]);
  });

  it(`never lets ${OVERLAPPING_BUYERS} buyers with overlapping carts share one of 20 pieces`, async () => {
    const { racers, productIds } = await overlappingCarts(db().orm, OVERLAPPING_BUYERS, 20);
    const winners = await race([db().orm], racers);
    expect(winners.length).toBeGreaterThanOrEqual(1);
    expect(winners.length).toBeLessThanOrEqual(6);
    await expectNoDoubleHolds(db().orm, winners, productIds);
  });
});

describe.each(TEST_DATABASES)('a drop opening on %s', (kind) => {
  const db = useTestDatabase(kind);
  afterEach(() => {
    vi.useRealTimers();
  });
  // A race needs concurrency, not a crowd: at the CI depth 100 buyers on PostgreSQL still overlap on
  // every piece; the deep run sends the 500 of a real drop. PGlite serves one statement at a time in
  // this process, so its carts are held one after another and fewer prove as much.
  const buyers = atDepth({ ci: { postgresql: 100, pglite: 60 }, deep: { postgresql: 500, pglite: 150 } })[kind];

  it(`lets none of ${buyers} buyers take a scheduled piece a millisecond early, and gives no piece twice once the drop opens`, async () => {
    const dropAt = new Date(Date.now() + 60 * 60_000);
    const { racers, productIds } = await overlappingCarts(db().orm, buyers, 40, dropAt);

    // Only Date is faked: the drivers' timers run as usual.
    vi.useFakeTimers({ toFake: ['Date'], now: dropAt.getTime() - 1 });
    const early = await Promise.allSettled(
      racers.slice(0, 50).map((racer) => callerFor(db().em(), { guestIdHeader: racer.guestId }).cart.add({ product_id: racer.productIds[0] ?? 0 })),
    );
    expect(early.map((result) => (result.status === 'rejected' ? (result.reason as { code?: string }).code : 'added'))).toEqual(Array(50).fill('NOT_FOUND'));

    vi.setSystemTime(dropAt);
    const winners = await race([db().orm], racers);
    expect(winners.length).toBeGreaterThanOrEqual(1);
    await expectNoDoubleHolds(db().orm, winners, productIds);
  });
});

// Two instances need a shared server database: PGlite is in-process, so this runs only with TEST_DATABASE_URL.
describe.skipIf(!TEST_DATABASES.includes('postgresql'))('holds across two app instances on one PostgreSQL', () => {
  const db = useTestDatabase('postgresql');
  const second = useSecondInstance(db);

  it('keeps the one-owner rule when requests alternate between two instances', async () => {
    const { racers, productIds } = await overlappingCarts(db().orm, OVERLAPPING_BUYERS, 20);
    const winners = await race([db().orm, second()], racers);
    expect(winners.length).toBeGreaterThanOrEqual(1);
    await expectNoDoubleHolds(db().orm, winners, productIds);
  });
});

// A row lock needs a second connection that keeps its transaction open: PostgreSQL only.
describe.skipIf(!TEST_DATABASES.includes('postgresql'))('a hold that has plainly lost on PostgreSQL', () => {
  const db = useTestDatabase('postgresql');

  /** Opens a transaction on its own connection that locks the rows as a hold in progress would. */
  async function lockRows(productIds: number[]): Promise<{ release: () => Promise<void> }> {
    const client = new pg.Client({ connectionString: db().url });
    await client.connect();
    await client.query('begin');
    await client.query('select id from products where id = any($1::int[]) order by id for update', [productIds]);
    return {
      release: async () => {
        await client.query('rollback');
        await client.end();
      },
    };
  }

  it('is refused at once while another hold has the piece locked, without waiting for that lock', async () => {
    const taken = await createTestProduct(db().em(), {
      holdBuyerKind: 'guest',
      holdBuyerId: 'someone-else-abcdefghi',
      holdExpiresAt: new Date(Date.now() + 60 * 60_000),
    });
    const free = await createTestProduct(db().em());
    const guestId = nanoid();
    const cart = callerFor(db().em(), { guestIdHeader: guestId }).cart;
    await cart.add({ product_id: free.id });
    // Put in the cart before the other buyer held it (adding it now would be refused).
    await db().em().execute('insert into cart_items (cart_id, product_id, created_at) select cart_id, ?, now() from cart_items where product_id = ?', [taken.id, free.id]);
    const lock = await lockRows([taken.id, free.id]);
    try {
      const refused = await Promise.race([
        failure(callerFor(db().em(), { guestIdHeader: guestId }).cart.hold()),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 2_000)),
      ]);
      expect(refused?.code).toBe('CONFLICT');
      expect(refused?.message).toBe(CART_MESSAGES.unavailable);
    } finally {
      await lock.release();
    }
    const [stillFree] = await db().em().find(Product, { id: free.id });
    expect(stillFree?.holdBuyerId).toBeNull();
  });

  it('refuses a plainly taken cart from its first look, without waiting for the buyer\'s own hold lock', async () => {
    const taken = await createTestProduct(db().em(), {
      holdBuyerKind: 'guest',
      holdBuyerId: 'someone-else-abcdefghi',
      holdExpiresAt: new Date(Date.now() + 60 * 60_000),
    });
    const guestId = nanoid();
    const free = await createTestProduct(db().em());
    await callerFor(db().em(), { guestIdHeader: guestId }).cart.add({ product_id: free.id });
    await db().em().execute('insert into cart_items (cart_id, product_id, created_at) select cart_id, ?, now() from cart_items where product_id = ?', [taken.id, free.id]);
    // This buyer's other hold in progress on another instance: its advisory lock (hold-locks.ts) held open.
    const other = new pg.Client({ connectionString: db().url });
    await other.connect();
    await other.query('begin');
    await other.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [buyerLockName({ kind: 'guest', id: guestId })]);
    try {
      const refused = await Promise.race([
        failure(callerFor(db().em(), { guestIdHeader: guestId }).cart.hold()),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 2_000)),
      ]);
      expect(refused?.message).toBe(CART_MESSAGES.unavailable);
    } finally {
      await other.query('rollback');
      await other.end();
    }
  });

  it('waits for a lock when every piece looked free, and loses once the other hold commits', async () => {
    const piece = await createTestProduct(db().em());
    const guestId = nanoid();
    await callerFor(db().em(), { guestIdHeader: guestId }).cart.add({ product_id: piece.id });
    // The other buyer's hold, written but not yet committed when this one reads the piece as free.
    const other = new pg.Client({ connectionString: db().url });
    await other.connect();
    await other.query('begin');
    await other.query(
      `update products set hold_buyer_kind = 'guest', hold_buyer_id = 'someone-else-abcdefghi', hold_expires_at = now() + interval '30 minutes' where id = $1`,
      [piece.id],
    );
    const holding = failure(callerFor(db().em(), { guestIdHeader: guestId }).cart.hold());
    await new Promise((resolve) => setTimeout(resolve, 200));
    await other.query('commit');
    await other.end();
    expect((await holding).message).toBe(CART_MESSAGES.unavailable);
    const [held] = await db().em().find(Product, { id: piece.id });
    expect(held?.holdBuyerId).toBe('someone-else-abcdefghi');
  });

  it('waits for a lock when every piece looked free, and wins once the other hold rolls back', async () => {
    const piece = await createTestProduct(db().em());
    const guestId = nanoid();
    await callerFor(db().em(), { guestIdHeader: guestId }).cart.add({ product_id: piece.id });
    const lock = await lockRows([piece.id]);
    const holding = callerFor(db().em(), { guestIdHeader: guestId }).cart.hold();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await lock.release();
    await expect(holding).resolves.toMatchObject({ is_hold_expired: false });
    const [held] = await db().em().find(Product, { id: piece.id });
    expect(held?.holdBuyerId).toBe(guestId);
  });
});
