import { nanoid } from 'nanoid';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { CART_MESSAGES, HOLD_LIMIT_MESSAGES } from '../../../shared/cart-messages.ts';
import type { Buyer } from '../../buyer.ts';
import type { Em } from '../../db/orm.ts';
import { ConflictError } from '../../errors.ts';
import { createTestProduct } from '../../test/fixtures.ts';
import { callerFor } from '../../test/test-app.ts';
import { withSetting } from '../../test/with-setting.ts';
import { TEST_DATABASES, useSecondInstance, useTestDatabase } from '../../test/test-db.ts';
import { Product } from './product.entity.ts';
import { NO_MAIL } from '../mail/mail-kind.ts';
import { decideHolds, type HoldRequest } from './hold-rule.ts';

const guest = (): Buyer => ({ kind: 'guest', id: nanoid() });

async function fillCart(em: () => Em, buyer: Buyer, productIds: readonly number[]): Promise<void> {
  for (const productId of productIds) await callerFor(em(), { guestIdHeader: buyer.id }).cart.add({ product_id: productId });
}

let addresses = 0;
/** An address no other test's holds came from (the shop counts the live holds of each). */
const newAddress = () => `203.0.113.${++addresses}`;

/** A hold as the shop asks for one, from `address`. */
function request(buyer: Buyer, { address = newAddress() } = {}): HoldRequest {
  return { buyer, origin: { address }, at: new Date(), mail: NO_MAIL };
}

const refusal = (answer: unknown) => (answer instanceof ConflictError ? answer.message : 'held');

async function holderOf(em: Em, productId: number): Promise<string | null> {
  const [product] = await em.find(Product, { id: productId });
  return product?.holdBuyerId ?? null;
}

describe.each(TEST_DATABASES)('holds decided together in one batch on %s', (kind) => {
  const db = useTestDatabase(kind);

  it('gives a piece wanted by several holds of one batch to the first to arrive, in whichever order they came', async () => {
    for (const order of ['as created', 'reversed'] as const) {
      const piece = await createTestProduct(db().em());
      const buyers = [guest(), guest(), guest()];
      for (const buyer of buyers) await fillCart(db().em, buyer, [piece.id]);
      const arrived = order === 'as created' ? buyers : [...buyers].reverse();
      const answers = await decideHolds(db().em(), arrived.map((buyer) => request(buyer)));
      expect(answers.map(refusal)).toEqual(['held', CART_MESSAGES.unavailable, CART_MESSAGES.unavailable]);
      expect(await holderOf(db().em(), piece.id)).toBe(arrived[0]?.id);
    }
  });

  it('holds all of a cart or none of it when an earlier hold of the batch took one of its pieces', async () => {
    const [first, second, third] = [await createTestProduct(db().em()), await createTestProduct(db().em()), await createTestProduct(db().em())];
    const early = guest();
    const late = guest();
    await fillCart(db().em, early, [second?.id ?? 0]);
    await fillCart(db().em, late, [first?.id ?? 0, second?.id ?? 0, third?.id ?? 0]);
    const answers = await decideHolds(db().em(), [request(early), request(late)]);
    expect(answers.map(refusal)).toEqual(['held', CART_MESSAGES.unavailable]);
    expect(await holderOf(db().em(), first?.id ?? 0)).toBeNull();
    expect(await holderOf(db().em(), third?.id ?? 0)).toBeNull();
  });

  it('lets one buyer pressing hold twice in one batch keep the hold, renewed', async () => {
    const piece = await createTestProduct(db().em());
    const buyer = guest();
    await fillCart(db().em, buyer, [piece.id]);
    const answers = await decideHolds(db().em(), [request(buyer), request(buyer)]);
    expect(answers.map(refusal)).toEqual(['held', 'held']);
    expect(await holderOf(db().em(), piece.id)).toBe(buyer.id);
  });

  it('counts the holds of earlier guests of the batch against their address\'s cap', async () => {
    const pieces = [];
    for (let index = 0; index < 4; index++) pieces.push((await createTestProduct(db().em())).id);
    const [one, two, three] = [guest(), guest(), guest()];
    const shared = newAddress();
    await fillCart(db().em, one, pieces.slice(0, 2));
    await fillCart(db().em, two, pieces.slice(2, 4));
    await fillCart(db().em, three, pieces.slice(2, 3));
    const answers = await withSetting(db().em, 'guest_pieces_per_network', '3', () =>
      decideHolds(db().em(), [
        request(one, { address: shared }),
        request(two, { address: shared }),
        // From another address: its hold of a piece the second guest did not get is its own to take.
        request(three),
      ]),
    );
    expect(answers.map(refusal)).toEqual(['held', HOLD_LIMIT_MESSAGES.perAddress(3), 'held']);
  });
});

describe.skipIf(!TEST_DATABASES.includes('postgresql'))('batches of two instances on one PostgreSQL at once', () => {
  const db = useTestDatabase('postgresql');
  const second = useSecondInstance(db);

  it('never deadlock, though each wants the same pieces in the opposite order, and never share one', async () => {
    const pieces: number[] = [];
    for (let index = 0; index < 21; index++) pieces.push((await createTestProduct(db().em())).id);
    const carts = pieces.flatMap((pieceId) => [{ buyer: guest(), pieceId }, { buyer: guest(), pieceId }]);
    for (const cart of carts) await fillCart(db().em, cart.buyer, [cart.pieceId]);
    // One buyer of each piece on each instance: this one's batch goes up the pieces, the other's down.
    const up = carts.filter((_, index) => index % 2 === 0);
    const down = carts.filter((_, index) => index % 2 === 1).reverse();
    // Both batches meet at the middle piece, held by an order in progress, then go on into each other's half.
    const middle = pieces[10] as number;
    const order = new pg.Client({ connectionString: db().url });
    await order.connect();
    await order.query('begin');
    await order.query('select id from products where id = $1 for update', [middle]);
    const deciding = Promise.all([
      decideHolds(db().em(), up.map((cart) => request(cart.buyer))),
      decideHolds(second().em.fork(), down.map((cart) => request(cart.buyer))),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await order.query('rollback');
    await order.end();
    const [answersUp, answersDown] = await deciding;

    const products = await db().em().find(Product, { id: { $in: pieces } });
    const holder = new Map(products.map((product) => [product.id, product.holdBuyerId]));
    const told = [...up.map((cart, index) => ({ cart, answer: answersUp[index] })), ...down.map((cart, index) => ({ cart, answer: answersDown[index] }))];
    for (const { cart, answer } of told) {
      expect(refusal(answer)).toBe(holder.get(cart.pieceId) === cart.buyer.id ? 'held' : CART_MESSAGES.unavailable);
    }
    // Every piece went to one of its two buyers.
    expect(told.filter(({ answer }) => refusal(answer) === 'held')).toHaveLength(pieces.length);
  });
});
