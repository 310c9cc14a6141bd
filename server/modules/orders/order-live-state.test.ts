import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '../../../shared/constants.ts';
import type { Em } from '../../db/orm.ts';
import { useLiveChanges } from '../../test/live-changes.ts';
import type { Action } from '../../test/one-piece-model.ts';
import { openShop, perform, type Shop } from '../../test/one-piece-shop.ts';
import { TEST_DATABASES, useTestDatabase } from '../../test/test-db.ts';
import { pieceChange, type OrderChange, type PieceChange } from '../pieces/pieces.ts';
import { Product } from '../pieces/entities.ts';
import { Order } from './order.entity.ts';

/**
 * Property: whatever buyers and the admin do to orders — place them, set any status, restock, two of
 * these at once — the last change published of each piece and each order is what the database holds
 * once they committed. A viewer who applies the changes in the order they arrive ends where the shop is.
 */

const PIECES = 3;
const BUYERS = 3;

/** An action as generated: a status set names an order by its place among those placed so far. */
type Pick =
  | { kind: 'place'; buyer: number; pieces: number[] }
  | { kind: 'status'; index: number; status: OrderStatus }
  | { kind: 'restock'; piece: number };

const pieceIndex = fc.integer({ min: 0, max: PIECES - 1 });
const pick: fc.Arbitrary<Pick> = fc.oneof(
  fc.record({
    kind: fc.constant('place' as const),
    buyer: fc.integer({ min: 0, max: BUYERS - 1 }),
    pieces: fc.uniqueArray(pieceIndex, { minLength: 1, maxLength: PIECES }),
  }),
  fc.record({ kind: fc.constant('status' as const), index: fc.nat(), status: fc.constantFrom(...ORDER_STATUSES) }),
  fc.record({ kind: fc.constant('restock' as const), piece: pieceIndex }),
);
/** One action, or two at once (two admins, a buyer and an admin, two buyers: one cart checks out once at a time). */
const step = fc.oneof(
  fc.tuple(pick),
  fc.tuple(pick, pick).filter(([first, second]) => !(first.kind === 'place' && second.kind === 'place' && first.buyer === second.buyer)),
);

function actionOf(chosen: Pick, orderIds: number[]): Action | null {
  if (chosen.kind !== 'status') return chosen;
  const orderId = orderIds[chosen.index % Math.max(orderIds.length, 1)];
  return orderId === undefined ? null : { kind: 'status', orderId, status: chosen.status };
}

type Seen = { pieces: Map<number, PieceChange>; orders: Map<number, OrderChange> };

/** The shop's pieces and orders as stored, beside the last change published of each. */
async function expectLastPublishedIsStored(em: Em, shop: Shop, orderIds: number[], seen: Seen): Promise<void> {
  const products = await em.find(Product, { id: { $in: shop.productIds } }, { orderBy: { id: 'asc' } });
  const orders = await em.find(Order, { id: { $in: orderIds } }, { orderBy: { id: 'asc' } });
  // A piece never published is as created: Available, no holder.
  const untouched = (id: number) => pieceChange({ id, status: 'Available', dropAt: null });
  const publishedState = ({ id, status, holder, holdExpiresAt }: PieceChange) => ({ id, status, holder, holdExpiresAt });
  expect({
    pieces: products.map((product) => publishedState(seen.pieces.get(product.id) ?? untouched(product.id))),
    orders: orders.map((order) => ({ id: order.id, status: seen.orders.get(order.id)?.status })),
  }).toEqual({
    pieces: products.map((product) => publishedState(pieceChange(product))),
    orders: orders.map((order) => ({ id: order.id, status: order.status })),
  });
}

describe.each(TEST_DATABASES)('the last published state of pieces and orders on %s', (kind) => {
  const db = useTestDatabase(kind);
  const live = useLiveChanges(db);

  // 25 runs of real placements: 6–11 s alone on a slow 2-core machine, three times that beside another file.
  it('is the stored one after any sequence of placements, status sets and restocks, two at once included', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        const shop = await openShop(db().em(), PIECES, BUYERS);
        const orderIds: number[] = [];
        const seen: Seen = { pieces: new Map(), orders: new Map() };
        await live().take();
        for (const picks of steps) {
          const actions = picks.flatMap((chosen) => actionOf(chosen, orderIds) ?? []);
          const answers = await Promise.all(actions.map((action) => perform(db().em(), shop, action, new Date())));
          orderIds.push(...answers.flatMap((answer) => answer.orderId ?? []));
          for (const change of await live().take()) {
            if (change.type === 'piece') seen.pieces.set(change.id, change);
            else seen.orders.set(change.id, change);
          }
          await expectLastPublishedIsStored(db().em(), shop, orderIds, seen);
        }
      }),
      { numRuns: 25 },
    );
  });
});
