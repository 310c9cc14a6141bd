import type { HoldOutput } from '../../../shared/schemas/cart.ts';
import type { Em } from '../../db/orm.ts';
import type { ConflictError } from '../../errors.ts';
import { decideHolds, holdsFailed, prepareHolds, type HoldRequest } from './hold-rule.ts';

type Answer = HoldOutput | ConflictError;
type Waiting = { request: HoldRequest; answer: (answer: Answer) => void; fail: (error: unknown) => void };

/**
 * A batch is as many holds as arrived while the last one was decided; past this many, the rest wait
 * for the next. The routine decides one in well under a millisecond, so a full batch stays short.
 */
const MOST_PER_BATCH = 100;

/** Decides requests in one transaction, in their order. */
async function decideTogether(em: Em, requests: readonly HoldRequest[]): Promise<Answer[]> {
  await prepareHolds(em);
  try {
    return await em.fork().transactional((tx) => decideHolds(tx, requests));
  } catch (error) {
    holdsFailed(em, error);
    throw error;
  }
}

/**
 * Group commit for holds (decision 019): the first hold to arrive at an idle instance is decided at
 * once; the holds that arrive meanwhile wait, and are then decided together, in arrival order, in one
 * transaction and one statement. The database still decides (locks, counts and rows are PostgreSQL's),
 * so instances batching side by side on one database keep every rule. Each instance's database (by its
 * driver) has one such line.
 */
class HoldBatches {
  private readonly waiting: Waiting[] = [];
  private deciding = false;
  private readonly em: Em;

  constructor(em: Em) {
    this.em = em;
  }

  decide(request: HoldRequest): Promise<Answer> {
    return new Promise((answer, fail) => {
      this.waiting.push({ request, answer, fail });
      if (!this.deciding) void this.decideWaiting();
    });
  }

  private async decideWaiting(): Promise<void> {
    this.deciding = true;
    while (this.waiting.length > 0) await this.decideBatch(this.waiting.splice(0, MOST_PER_BATCH));
    this.deciding = false;
  }

  /**
   * A batch that fails (a deadlock with another writer, a lost connection) is decided again one hold at
   * a time, so one hold's trouble is its own answer and never its neighbours'.
   */
  private async decideBatch(batch: Waiting[]): Promise<void> {
    try {
      const answers = await decideTogether(this.em, batch.map((waiting) => waiting.request));
      batch.forEach((waiting, index) => waiting.answer(answers[index] as Answer));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.fail(error);
        return;
      }
      await Promise.all(
        batch.map(async (waiting) => {
          try {
            const [answer] = await decideTogether(this.em, [waiting.request]);
            waiting.answer(answer as Answer);
          } catch (alone) {
            waiting.fail(alone);
          }
        }),
      );
    }
  }
}

const batchesByDatabase = new WeakMap<object, HoldBatches>();

/** Decides the request with the others arriving at this instance's database now. */
export function decideInBatch(em: Em, request: HoldRequest): Promise<Answer> {
  const driver = em.getDriver();
  let batches = batchesByDatabase.get(driver);
  if (!batches) {
    batches = new HoldBatches(em.fork());
    batchesByDatabase.set(driver, batches);
  }
  return batches.decide(request);
}
