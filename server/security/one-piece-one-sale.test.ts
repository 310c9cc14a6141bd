import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../shared/constants.ts';
import type { Em } from '../db/orm.ts';
import { TEST_DATABASES, useTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { bindPlaced, emptyModel, predict, type Action, type Model, type Outcome } from '../test/one-piece-model.ts';
import { breachesOfOnePieceOneSale } from '../test/one-piece-rule.ts';
import { answersAsPredicted, expectedShop, openShop, perform, readShop, type Shop } from '../test/one-piece-shop.ts';
import { atDepth } from '../test/depth.ts';

/**
 * Model-based: random sequences of buyer and admin actions on three pieces and three guest buyers,
 * run against the real services and the model of design.md §2 side by side. After every step the
 * shop answered as the model did, stores what the model holds, and breaks no part of the rule (no
 * piece in two open orders; every piece's status follows the order holding it, or its hold).
 * A `together` step runs two actions at once (two admins, or an admin and a buyer): the outcome must
 * be that of one of the two orders they could have run in.
 */

const PIECES = 3;
const BUYERS = 3;

type Real = { db: TestDatabase; shop: Shop };

/** An action as generated: an order is chosen among those the model has when the step runs. */
type Pick =
  | Exclude<Action, { kind: 'status' }>
  | { kind: 'status'; status: OrderStatus; among: 'any' | 'cancelled'; index: number; name: string };

function ordersFor(model: Readonly<Model>, pick: Extract<Pick, { kind: 'status' }>) {
  return pick.among === 'cancelled' ? model.orders.filter((order) => order.status === 'cancelled') : model.orders;
}

function resolve(model: Readonly<Model>, pick: Pick): Action | null {
  if (pick.kind !== 'status') return pick;
  const candidates = ordersFor(model, pick);
  const order = candidates[pick.index % Math.max(candidates.length, 1)];
  return order ? { kind: 'status', orderId: order.id, status: pick.status } : null;
}

function describePick(pick: Pick): string {
  if (pick.kind === 'status') return `${pick.name}(#${pick.index})`;
  if (pick.kind === 'reserve') return `reserve(${pick.piece} for ${pick.minutes} min)`;
  if ('piece' in pick) return `${pick.kind}(${pick.piece})`;
  if (pick.kind === 'wait') return `wait ${pick.minutes} min`;
  return `${pick.kind}(buyer ${pick.buyer}: ${pick.pieces.join('+')})`;
}

/** Checks what the shop answered and stores against the model, and the rule over the whole database. */
async function expectAsModelled(em: Em, shop: Shop, model: Model): Promise<void> {
  expect(await readShop(em, shop, new Date(model.now))).toEqual(expectedShop(model, shop));
  expect(await breachesOfOnePieceOneSale(em, shop.productIds)).toEqual([]);
}

class Step implements fc.AsyncCommand<Model, Real> {
  readonly pick: Pick;

  constructor(pick: Pick) {
    this.pick = pick;
  }

  check(model: Readonly<Model>): boolean {
    return resolve(model, this.pick) !== null;
  }

  async run(model: Model, real: Real): Promise<void> {
    const action = resolve(model, this.pick);
    if (!action) throw new Error('a step ran that its check refused');
    const answer = await perform(real.db.em(), real.shop, action, new Date(model.now));
    const predicted = predict(model, action);
    expect({ answer, asModelled: answersAsPredicted(answer, predicted) }).toMatchObject({ asModelled: true });
    bindPlaced(model, predicted, answer.orderId);
    await expectAsModelled(real.db.em(), real.shop, model);
  }

  toString(): string {
    return describePick(this.pick);
  }
}

/** Predicts `first` then `second` on a copy of the model. */
function serially(model: Model, first: Action, second: Action): { model: Model; outcomes: [Outcome, Outcome] } {
  const copy = structuredClone(model);
  const a = predict(copy, first);
  const b = predict(copy, second);
  return { model: copy, outcomes: [a, b] };
}

class Together implements fc.AsyncCommand<Model, Real> {
  readonly first: Pick;
  readonly second: Pick;

  constructor(first: Pick, second: Pick) {
    this.first = first;
    this.second = second;
  }

  check(model: Readonly<Model>): boolean {
    return resolve(model, this.first) !== null && resolve(model, this.second) !== null;
  }

  async run(model: Model, real: Real): Promise<void> {
    const [first, second] = [resolve(model, this.first), resolve(model, this.second)];
    if (!first || !second) throw new Error('a step ran that its check refused');
    const now = new Date(model.now);
    const answers = await Promise.all([perform(real.db.em(), real.shop, first, now), perform(real.db.em(), real.shop, second, now)]);
    const forward = serially(model, first, second);
    const backward = serially(model, second, first);
    backward.outcomes.reverse();
    const stored = await readShop(real.db.em(), real.shop, now);
    const explained = [forward, backward].find(({ model: candidate, outcomes }) => {
      if (!answers.every((answer, index) => answersAsPredicted(answer, outcomes[index] as Outcome))) return false;
      outcomes.forEach((outcome, index) => bindPlaced(candidate, outcome, answers[index]?.orderId));
      return JSON.stringify(stored) === JSON.stringify(expectedShop(candidate, real.shop));
    });
    expect({ answers, stored, explainedByOneOrder: explained !== undefined }).toMatchObject({ explainedByOneOrder: true });
    Object.assign(model, explained?.model);
    await expectAsModelled(real.db.em(), real.shop, model);
  }

  toString(): string {
    return `together(${describePick(this.first)}, ${describePick(this.second)})`;
  }
}

const buyer = fc.integer({ min: 0, max: BUYERS - 1 });
const piece = fc.integer({ min: 0, max: PIECES - 1 });
const pieces = fc.uniqueArray(piece, { minLength: 1, maxLength: 2 });

const statusPick = (name: string, status: OrderStatus, among: 'any' | 'cancelled' = 'any') =>
  fc.nat().map((index): Pick => ({ kind: 'status', status, among, index, name }));

/** Reviving: a cancelled order set to any other status. */
const revive = fc
  .constantFrom<OrderStatus>('pending', 'awaiting_payment_fix', 'approved', 'shipped', 'delivered')
  .chain((status) => statusPick(`revive to ${status}`, status, 'cancelled'));

/**
 * Every action of the brief: place, cancel, approve, ship, deliver, restock, revive, hold, release; and
 * the owner's manual states (design.md §2 "Manual states"): mark sold, undo it, reserve for a while, end the reservation.
 */
const picks: fc.Arbitrary<Pick>[] = [
  fc.record({ buyer, pieces }).map(({ buyer: who, pieces: which }): Pick => ({ kind: 'place', buyer: who, pieces: which })),
  fc.record({ buyer, pieces }).map(({ buyer: who, pieces: which }): Pick => ({ kind: 'hold', buyer: who, pieces: which })),
  statusPick('approve', 'approved'),
  statusPick('ship', 'shipped'),
  statusPick('deliver', 'delivered'),
  statusPick('cancel', 'cancelled'),
  statusPick('set pending', 'pending'),
  statusPick('ask for a payment fix', 'awaiting_payment_fix'),
  revive,
  piece.map((which): Pick => ({ kind: 'restock', piece: which })),
  piece.map((which): Pick => ({ kind: 'release', piece: which })),
  piece.map((which): Pick => ({ kind: 'mark-sold', piece: which })),
  piece.map((which): Pick => ({ kind: 'unmark-sold', piece: which })),
  fc.record({ piece, minutes: fc.integer({ min: 1, max: 60 }) }).map(({ piece: which, minutes }): Pick => ({ kind: 'reserve', piece: which, minutes })),
  piece.map((which): Pick => ({ kind: 'end-reservation', piece: which })),
];
/** Waiting lets holds run out (product_hold_duration is 30 minutes): the clock releases them too. */
const wait = fc.integer({ min: 1, max: 40 }).map((minutes): Pick => ({ kind: 'wait', minutes }));

/** Two tabs of one buyer share one cart, which is no race this test is about. */
function sameBuyer(first: Pick, second: Pick): boolean {
  return 'buyer' in first && 'buyer' in second && first.buyer === second.buyer;
}

type AsyncStep = fc.AsyncCommand<Model, Real, false>;

const commands = fc.commands<Model, Real, false>(
  [
    ...picks.map((pick) => pick.map((chosen): AsyncStep => new Step(chosen))),
    wait.map((chosen): AsyncStep => new Step(chosen)),
    // A revive needs a cancelled order and is skipped without one, so it is offered twice as often.
    revive.map((chosen): AsyncStep => new Step(chosen)),
    fc
      .tuple(fc.oneof(...picks), fc.oneof(...picks))
      .filter(([first, second]) => !sameBuyer(first, second))
      .map(([first, second]): AsyncStep => new Together(first, second)),
  ],
  { maxCommands: 40, size: 'max' },
);

/**
 * PostgreSQL, where two steps at once really interleave, takes the most runs; PGlite serialises them,
 * so fewer runs there prove the same rules. The CI depth still finds the race this test first found
 * (docs/testing.md, "Depth").
 */
const RUNS = atDepth({ ci: { postgresql: 30, pglite: 10 }, deep: { postgresql: 80, pglite: 40 } });

describe.each(TEST_DATABASES)('one piece, one open sale on %s', (kind) => {
  const db = useTestDatabase(kind);

  it('holds after every step of random buyer and admin actions, one at a time and two at once', async () => {
    await fc.assert(
      fc.asyncProperty(commands, async (steps) => {
        const setup = async () => ({ model: emptyModel(PIECES, Date.now()), real: { db: db(), shop: await openShop(db().em(), PIECES, BUYERS) } });
        await fc.asyncModelRun(setup, steps);
      }),
      { seed: 20_261_124, numRuns: RUNS[kind] },
    );
  }, 240_000);
});
