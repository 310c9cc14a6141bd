import fc from 'fast-check';
import { nanoid } from 'nanoid';
import { beforeAll, describe, expect, it } from 'vitest';
import { GUEST_ID_HEADER, TRPC_MAX_BATCH_SIZE } from '../../shared/constants.ts';
import type { CartOutput } from '../../shared/schemas/cart.ts';
import { createTestProduct } from '../test/fixtures.ts';
import { createTestApp, createTestUser } from '../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../test/test-db.ts';
import { sendBatch, sendOneByOne, type BatchCall, type CallOutcome } from '../test/trpc-batch.ts';
import { FUZZ_SEED } from './fuzz-settings.ts';

/**
 * The calls of one tRPC batch run at once but each in an ORM context of its own, so a batch answers
 * exactly as the same calls sent one by one would. (They once shared one: a batch of cart.add for a
 * new guest failed most of its calls, and the legacy cart migration lost pieces to it.)
 */

type App = Awaited<ReturnType<typeof createTestApp>>['app'];

const MISSING_PRODUCT = 999_999;
const guestHeaders = () => ({ [GUEST_ID_HEADER]: nanoid() });
const add = (productId: number): BatchCall => ({ path: 'cart.add', input: { product_id: productId } });

/** A call's outcome with what depends on the order calls ran in (a mutation's cart so far) left out. */
const verdictOf = (outcome: CallOutcome) => (outcome.ok ? 'ok' : outcome.code);

async function cartOf(app: App, headers: Record<string, string>): Promise<number[]> {
  const { outcomes } = await sendBatch(app, [{ path: 'cart.get' }], 'GET', headers);
  const [outcome] = outcomes ?? [];
  if (!outcome?.ok) throw new Error('cart.get failed');
  return (outcome.data as CartOutput).items.map((line) => line.product.id).sort((a, b) => a - b);
}

describe.each(TEST_DATABASES)('batched calls on %s', (kind) => {
  const db = useTestDatabase(kind);
  let available: number[] = [];
  let sold = 0;

  beforeAll(async () => {
    const em = db().em();
    for (let index = 0; index < TRPC_MAX_BATCH_SIZE; index += 1) available.push((await createTestProduct(em)).id);
    sold = (await createTestProduct(em, { status: 'Sold' })).id;
    available = available.sort((a, b) => a - b);
  });

  it('puts every piece of a full batch of cart.add for a new guest in one cart', async () => {
    const { app } = await createTestApp(db());
    const headers = guestHeaders();
    const { status, outcomes } = await sendBatch(app, available.map(add), 'POST', headers);
    expect(status).toBe(200);
    expect(outcomes?.map(verdictOf)).toEqual(available.map(() => 'ok'));
    expect(await cartOf(app, headers)).toEqual(available);
  });

  it('runs a signed-in buyer’s batch of adds and reads with the session of the request', async () => {
    const { app } = await createTestApp(db());
    const { user, token } = await createTestUser(db().em());
    const headers = { authorization: `Bearer ${token}` };
    const pieces = available.slice(0, 3);
    const { outcomes } = await sendBatch(app, pieces.map(add), 'POST', headers);
    expect(outcomes?.map(verdictOf)).toEqual(['ok', 'ok', 'ok']);
    const reads = await sendBatch(app, [{ path: 'users.me' }, { path: 'users.session' }, { path: 'cart.get' }], 'GET', headers);
    expect(reads.outcomes?.map(verdictOf)).toEqual(['ok', 'ok', 'ok']);
    expect(reads.outcomes?.[0]).toMatchObject({ data: { id: user.id, email: user.email } });
    expect(await cartOf(app, headers)).toEqual(pieces);
  });

  it('answers a mixed batch of reads exactly as the same reads sent one by one', async () => {
    const { app } = await createTestApp(db());
    const headers = guestHeaders();
    await sendBatch(app, [add(available[0] ?? 0)], 'POST', headers);
    const reads: BatchCall[] = [
      { path: 'catalog.byId', input: { id: available[0] } },
      { path: 'catalog.byId', input: { id: MISSING_PRODUCT } },
      { path: 'cart.get' },
      { path: 'users.session' },
      { path: 'settings.get' },
      { path: 'catalog.list', input: { per_page: 3 } },
      { path: 'catalog.byId', input: { id: 'not a number' } },
    ];
    const batched = await sendBatch(app, reads, 'GET', headers);
    expect(batched.status).toBe(207);
    expect(batched.outcomes).toEqual(await sendOneByOne(app, reads, 'GET', headers));
  });

  it('answers any batch of adds, refusals among them, as the same adds one by one would', async () => {
    const { app } = await createTestApp(db());
    const productId = fc.oneof(fc.constantFrom(...available), fc.constant(sold), fc.constant(MISSING_PRODUCT));
    await fc.assert(
      fc.asyncProperty(fc.array(productId, { minLength: 1, maxLength: TRPC_MAX_BATCH_SIZE }), async (productIds) => {
        const calls = productIds.map(add);
        const batchedBuyer = guestHeaders();
        const oneByOneBuyer = guestHeaders();
        const batched = await sendBatch(app, calls, 'POST', batchedBuyer);
        const oneByOne = await sendOneByOne(app, calls, 'POST', oneByOneBuyer);
        expect(batched.outcomes?.map(verdictOf)).toEqual(oneByOne.map(verdictOf));
        expect(await cartOf(app, batchedBuyer)).toEqual(await cartOf(app, oneByOneBuyer));
      }),
      { seed: FUZZ_SEED, numRuns: 25 },
    );
  });
});
