import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { positional } from '../../db/named-parameters.ts';
import { FUZZ_SEED } from '../../security/fuzz-settings.ts';
import { adminCallerFor, temporaryStorage } from '../../test/admin-fixtures.ts';
import { createTestProduct } from '../../test/fixtures.ts';
import { TEST_DATABASES, useTestDatabase } from '../../test/test-db.ts';
import { putInCart } from '../cart/cart.service.ts';
import { TAKEN_SQL } from '../pieces/pieces.ts';
import { Product, QueueEntry } from '../pieces/entities.ts';
import { Order } from '../orders/order.entity.ts';
import { checkOut, guestShopper, useTestClock, type Shopper } from '../../test/queue-shoppers.ts';

const SHOPPERS = 4;

/** What one shopper (by index), the owner, or the clock does next. */
const act = fc.oneof(
  // Joins weigh most: a queue is what this test is about.
  { arbitrary: fc.record({ kind: fc.constantFrom('join', 'join', 'join', 'hold', 'hold', 'pass', 'release', 'order'), shopper: fc.nat({ max: SHOPPERS - 1 }) }), weight: 6 },
  { arbitrary: fc.record({ kind: fc.constant('cancel') }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('tick'), minutes: fc.integer({ min: 1, max: 45 }) }), weight: 3 },
);
type Act = typeof act extends fc.Arbitrary<infer T> ? T : never;

describe.each(TEST_DATABASES)('one holder at a time, the earliest in line, on %s', (kind) => {
  const db = useTestDatabase(kind);
  const clock = useTestClock();

  /** Whom the database lets take the piece now, by the hold statement's own SQL rule. */
  async function takers(productId: number, shoppers: Shopper[]): Promise<Shopper[]> {
    const free = [];
    for (const shopper of shoppers) {
      const { sql, params } = positional(`select ${TAKEN_SQL} as taken from products p where p.id = :id`, {
        id: productId,
        now: clock.now(),
        kind: shopper.buyer.kind,
        buyer: shopper.buyer.id,
      });
      const [row] = await db().em().execute<{ taken: boolean }[]>(sql, params);
      if (row?.taken === false) free.push(shopper);
    }
    return free;
  }

  it('after joins, passes, holds, releases, orders, cancels and clock moves', async () => {
    const { storage } = await temporaryStorage();
    const admin = await adminCallerFor(db().em());
    await fc.assert(
      fc.asyncProperty(fc.array(act, { minLength: 1, maxLength: 16 }), async (acts) => {
        const piece = await createTestProduct(db().em(), { priceCentavos: 50_000 });
        const shoppers = Array.from({ length: SHOPPERS }, () => guestShopper(db().em, storage));
        await perform(piece.id, shoppers, [{ kind: 'hold', shopper: 0 }, ...acts]);
      }),
      { seed: FUZZ_SEED, numRuns: 20 },
    );

    async function perform(productId: number, shoppers: Shopper[], acts: Act[]) {
      for (const step of acts) {
        const shopper = 'shopper' in step ? (shoppers[step.shopper] as Shopper) : null;
        const attempt = async () => {
          if (step.kind === 'tick') return clock.forward(step.minutes);
          if (step.kind === 'cancel') {
            const open = await db().em().findOne(Order, { status: 'pending', items: { product: productId } });
            if (open) await admin.caller.admin.orders.updateStatus({ id: open.id, status: 'cancelled' });
            return;
          }
          if (!shopper) return;
          if (step.kind === 'join') return shopper.caller().queue.join({ product_id: productId, email: shopper.email });
          if (step.kind === 'pass') return shopper.caller().queue.leave({ product_id: productId });
          if (step.kind === 'release') return shopper.caller().cart.release();
          if (step.kind === 'order') return checkOut(shopper);
          await db().em().transactional((tx) => putInCart(tx, shopper.buyer, productId, clock.now()));
          return shopper.caller().cart.hold();
        };
        // Refusals (taken, not in line, nothing to cancel) are part of the game; only the rule is checked.
        await attempt().catch((error: unknown) => {
          if (!['CONFLICT', 'NOT_FOUND'].includes((error as { code?: string }).code ?? '')) throw error;
        });
        await expectOneHolder(productId, shoppers, step);
      }
    }

    async function expectOneHolder(productId: number, shoppers: Shopper[], step: Act) {
      const now = clock.now();
      const status = (await shoppers[0]?.caller().catalog.byId({ id: productId }))?.status;
      const free = await takers(productId, shoppers);
      const label = `after ${JSON.stringify(step)}`;
      if (status === 'Available') return expect(free, label).toHaveLength(SHOPPERS);
      if (status !== 'OnHold') return expect(free, label).toHaveLength(0);
      expect(free, label).toHaveLength(1);
      const [holder] = free as [Shopper];
      const product = await db().em().findOneOrFail(Product, { id: productId }, { refresh: true });
      if (product.holdExpiresAt && product.holdExpiresAt > now) return expect(product.holdBuyerId, label).toBe(holder.guestId);
      // No live hold: the earliest-joined entry still waiting has the turn that runs now.
      const [first] = await db().em().find(QueueEntry, { product: productId, $or: [{ turnEndsAt: null }, { turnEndsAt: { $gt: now } }] }, { orderBy: { joinedAt: 'asc', id: 'asc' }, limit: 1 });
      expect(first?.buyerId, label).toBe(holder.guestId);
      expect(first?.turnStartsAt?.getTime() ?? Infinity, label).toBeLessThanOrEqual(now.getTime());
      // The buyer's own cart says the same: Reserved by You.
      const line = (await holder.caller().cart.get()).items.find((item) => item.product.id === productId);
      expect(line?.reserved_by_you, label).toBe(true);
    }
  });
});
