import type { Em } from './orm.ts';

/**
 * Decides requests together, answering each in order; an answer may be an error of that request's own.
 * It gets a fresh fork of the database's entity manager, outside any request's transaction.
 */
export type DecideTogether<Request, Answer> = (em: Em, requests: readonly Request[]) => Promise<Answer[]>;

type Waiting<Request, Answer> = { request: Request; answer: (answer: Answer) => void; fail: (error: unknown) => void };

/**
 * Group commit (decision 019): the first request to reach an idle line is decided at once; the requests
 * that arrive meanwhile wait, and are then decided together, in arrival order, up to `mostPerBatch` at a
 * time. A quiet shop waits for nothing, and a drop's thousand requests become tens of statements.
 * A batch that fails (a deadlock with another writer, a lost connection) is decided again one request
 * at a time, so one request's trouble is its own answer and never its neighbours'.
 */
class BatchLine<Request, Answer> {
  private readonly waiting: Waiting<Request, Answer>[] = [];
  private deciding = false;
  private readonly em: Em;
  private readonly decide: DecideTogether<Request, Answer>;
  private readonly mostPerBatch: number;

  constructor(em: Em, decide: DecideTogether<Request, Answer>, mostPerBatch: number) {
    this.em = em;
    this.decide = decide;
    this.mostPerBatch = mostPerBatch;
  }

  submit(request: Request): Promise<Answer> {
    return new Promise((answer, fail) => {
      this.waiting.push({ request, answer, fail });
      if (!this.deciding) void this.decideWaiting();
    });
  }

  private async decideWaiting(): Promise<void> {
    this.deciding = true;
    while (this.waiting.length > 0) await this.decideBatch(this.waiting.splice(0, this.mostPerBatch));
    this.deciding = false;
  }

  private async decideBatch(batch: Waiting<Request, Answer>[]): Promise<void> {
    try {
      const answers = await this.decide(this.em.fork(), batch.map((waiting) => waiting.request));
      if (answers.length !== batch.length) throw new Error(`A batch of ${batch.length} was answered ${answers.length} times`);
      batch.forEach((waiting, index) => waiting.answer(answers[index] as Answer));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.fail(error);
        return;
      }
      await Promise.all(batch.map((waiting) => this.decideBatch([waiting])));
    }
  }
}

/**
 * A kind of request decided in batches: one line per database an instance reaches (by its driver, which
 * every fork of one ORM shares), so each instance batches what arrives at it, and the database, not the
 * instance, decides between instances.
 */
export function batched<Request, Answer>(decide: DecideTogether<Request, Answer>, mostPerBatch: number): (em: Em, request: Request) => Promise<Answer> {
  const lines = new WeakMap<object, BatchLine<Request, Answer>>();
  return (em, request) => {
    const driver = em.getDriver();
    let line = lines.get(driver);
    if (!line) {
      line = new BatchLine(em.fork(), decide, mostPerBatch);
      lines.set(driver, line);
    }
    return line.submit(request);
  };
}
