import { describe, expect, it } from 'vitest';
import type { Orm } from '../../db/orm.ts';
import { createTestProduct } from '../../test/fixtures.ts';
import { callerFor } from '../../test/test-app.ts';
import { TEST_DATABASES, useSecondInstance, useTestDatabase } from '../../test/test-db.ts';
import { putInCart } from '../cart/cart.service.ts';
import { QueueEntry } from '../pieces/entities.ts';
import { guestShopper, holderOf, useTestClock, type Shopper } from '../../test/queue-shoppers.ts';

const HOLD_MINUTES = 30;

/** The queue's turns follow one another with no gap and no overlap, in line order. */
async function expectOneChain(orm: Orm, productId: number) {
  const line = await orm.em.fork().find(QueueEntry, { product: productId }, { orderBy: { turnStartsAt: 'asc' } });
  for (const [index, entry] of line.entries()) {
    const previous = line[index - 1];
    if (previous) expect(entry.turnStartsAt?.toISOString()).toBe(previous.turnEndsAt?.toISOString());
    expect((entry.turnEndsAt?.getTime() ?? 0) - (entry.turnStartsAt?.getTime() ?? 0)).toBe(HOLD_MINUTES * 60_000);
  }
}

// Two instances need a shared server database: PGlite is in-process, so this runs only with TEST_DATABASE_URL.
describe.skipIf(!TEST_DATABASES.includes('postgresql'))('the hand-off across two app instances on one PostgreSQL', () => {
  const db = useTestDatabase('postgresql');
  const second = useSecondInstance(db);
  const clock = useTestClock();

  /** A shopper whose calls alternate between the two instances, as a load balancer would send them. */
  function shopperOn(instance: () => Orm): Shopper {
    return guestShopper(() => instance().em.fork());
  }

  /** A holds the piece; B, then C, wait in line; D has it in the cart, unqueued. All four are ready to act. */
  async function lapsedHoldWithQueue() {
    const piece = await createTestProduct(db().em());
    const a = shopperOn(() => db().orm);
    const b = shopperOn(second);
    const c = shopperOn(() => db().orm);
    const d = shopperOn(second);
    await a.caller().cart.add({ product_id: piece.id });
    await a.caller().cart.hold();
    await b.caller().queue.join({ product_id: piece.id, email: b.email });
    await c.caller().queue.join({ product_id: piece.id, email: c.email });
    await db().em().transactional((tx) => putInCart(tx, d.buyer, piece.id, new Date()));
    clock.forward(HOLD_MINUTES + 1);
    return { piece, a, b, c, d };
  }

  it('gives a lapsed hold to the first in line alone, whoever races for it on either instance', async () => {
    for (let round = 0; round < 5; round++) {
      const { piece, a, b, c, d } = await lapsedHoldWithQueue();
      const racers = [a, b, c, d, a, d];
      const results = await Promise.allSettled(racers.map((racer) => racer.caller().cart.hold()));
      const winners = racers.filter((_, index) => results[index]?.status === 'fulfilled');
      expect(winners.map((winner) => winner.guestId)).toEqual([b.guestId]);
      expect(await holderOf(db().em(), piece.id)).toBe(b.guestId);
      await expectOneChain(db().orm, piece.id);
    }
  });

  it('gives the piece to the next in line, never to the lapsed holder, when the first passes while others race', async () => {
    for (let round = 0; round < 5; round++) {
      const { piece, a, b, c, d } = await lapsedHoldWithQueue();
      const acts = [b.caller().queue.leave({ product_id: piece.id }), ...[a, c, d, c].map((racer) => racer.caller().cart.hold())];
      const results = await Promise.allSettled(acts);
      const holds = results.slice(1);
      const winners = [a, c, d, c].filter((_, index) => holds[index]?.status === 'fulfilled').map((winner) => winner.guestId);
      // C wins if its hold read the pass, or nobody yet (it read B's turn, and was refused): never A or D.
      expect([[], [c.guestId]]).toContainEqual([...new Set(winners)]);
      const holder = await holderOf(db().em(), piece.id);
      expect([null, c.guestId]).toContain(holder);
      if (holder === null) {
        expect(await callerFor(db().em(), { guestIdHeader: c.guestId }).queue.place({ product_id: piece.id })).toMatchObject({ your_turn: true });
      }
    }
  });

  it('plans one chain when joins on both instances meet a lapse', async () => {
    const { piece } = await lapsedHoldWithQueue();
    const joiners = Array.from({ length: 8 }, (_, index) => shopperOn(index % 2 === 0 ? () => db().orm : second));
    await Promise.all(joiners.map((joiner) => joiner.caller().queue.join({ product_id: piece.id, email: joiner.email })));
    const line = await db().em().find(QueueEntry, { product: piece.id });
    expect(line).toHaveLength(10);
    await expectOneChain(db().orm, piece.id);
  });
});
