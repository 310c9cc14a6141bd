import { afterEach, describe, expect, it } from 'vitest';
import type { Orm } from '../../db/orm.ts';
import { emptyDatabase } from '../../test/database-templates.ts';
import { TEST_DATABASES, type DatabaseKind } from '../../test/test-db.ts';

/**
 * The migration OnePieceOneHolder meets data the old rule (products.restocked_at) left behind,
 * including the two sales of one piece (decision 009), and must still start: the unique index cannot be created over
 * two holders of one piece.
 */

const BEFORE = 'Migration20261124201030_HoldStartAndAddress';
const RESTOCKED = '2026-11-20T12:00:00Z';
const EARLIER = '2026-11-20T10:00:00Z';
const LATER = '2026-11-20T14:00:00Z';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** A fresh database migrated up to the migration before OnePieceOneHolder. */
async function databaseBeforeTheRule(kind: DatabaseKind): Promise<Orm> {
  const { orm, close } = await emptyDatabase(kind);
  closers.push(close);
  await orm.migrator.up({ to: BEFORE });
  return orm;
}

describe.each(TEST_DATABASES)('the one-holder migration on %s', (kind) => {
  it('releases the lines the old rule had let go, keeps one holder per piece, and starts', async () => {
    const orm = await databaseBeforeTheRule(kind);
    const em = orm.em.fork();
    const piece = async (restockedAt: string | null) => {
      const [row] = await em.execute<{ id: number }[]>(
        `insert into products (created_at, updated_at, name, price_centavos, size, status, restocked_at)
         values (now(), now(), 'Piece', 50000, 'm', 'Sold', ?) returning id`,
        [restockedAt],
      );
      return row?.id ?? 0;
    };
    const order = async (productId: number, status: string, createdAt: string) => {
      const [row] = await em.execute<{ id: number }[]>(
        `insert into orders (created_at, updated_at, status, email, customer_name, payment_proof_key, subtotal_centavos, shipping_fee_centavos, total_centavos)
         values (?, ?, ?, 'buyer@example.com', 'Buyer', 'proofs/x-1600.webp', 50000, 8000, 58000) returning id`,
        [createdAt, createdAt, status],
      );
      await em.execute(`insert into order_items (order_id, product_id, product_name, price_centavos) values (?, ?, 'Piece', 50000)`, [row?.id, productId]);
      return row?.id ?? 0;
    };
    // The two sales of decision 009: A and B both approved, both placed before the restock; and A pending, restocked, B placed.
    const twiceApproved = await piece(RESTOCKED);
    const a1 = await order(twiceApproved, 'approved', EARLIER);
    const b1 = await order(twiceApproved, 'approved', EARLIER);
    const soldAgain = await piece(RESTOCKED);
    const a2 = await order(soldAgain, 'pending', EARLIER);
    const b2 = await order(soldAgain, 'pending', LATER);
    // A return: delivered, restocked; and an ordinary open order with no restock.
    const returned = await piece(RESTOCKED);
    const delivered = await order(returned, 'delivered', EARLIER);
    const plain = await piece(null);
    const open = await order(plain, 'shipped', EARLIER);
    // Two holders the old checks should never have let in: the newer order keeps the piece.
    const contested = await piece(RESTOCKED);
    const older = await order(contested, 'approved', LATER);
    const newer = await order(contested, 'shipped', LATER);

    await orm.migrator.up();

    const lines = await orm.em.fork().execute<{ order_id: number; order_status: string; released: boolean }[]>(
      'select order_id, order_status, released from order_items order by order_id',
    );
    expect(lines).toEqual([
      { order_id: a1, order_status: 'approved', released: true },
      { order_id: b1, order_status: 'approved', released: true },
      { order_id: a2, order_status: 'pending', released: true },
      { order_id: b2, order_status: 'pending', released: false },
      { order_id: delivered, order_status: 'delivered', released: true },
      { order_id: open, order_status: 'shipped', released: false },
      { order_id: older, order_status: 'approved', released: true },
      { order_id: newer, order_status: 'shipped', released: false },
    ]);
    const index = await orm.em.fork().execute(`select 1 from pg_indexes where indexname = 'order_items_one_holder_per_piece'`);
    expect(index).toHaveLength(1);
    // A migration from zero, in two steps: seconds on PGlite, more on a busy CI machine.
  }, 120_000);
});
