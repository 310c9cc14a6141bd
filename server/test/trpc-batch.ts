import type { Hono } from 'hono';

/** One call of a batch: the procedure's path and its input (none for a procedure that takes none). */
export type BatchCall = { path: string; input?: unknown };

/** What one call of a batch came to, as tRPC's client reads it off the answer. */
export type CallOutcome = { ok: true; data: unknown } | { ok: false; code: string; httpStatus: number };

type Envelope = { result: { data: unknown } } | { error: { data: { code: string; httpStatus: number } } };

const outcomeOf = (envelope: Envelope): CallOutcome =>
  'result' in envelope
    ? { ok: true, data: envelope.result.data }
    : { ok: false, code: envelope.error.data.code, httpStatus: envelope.error.data.httpStatus };

/** The request tRPC's httpBatchLink sends for these calls: a GET for queries, a POST for mutations. */
export function batchRequest(calls: BatchCall[], method: 'GET' | 'POST', headers: Record<string, string> = {}) {
  const paths = calls.map((call) => call.path).join(',');
  const inputs = Object.fromEntries(calls.flatMap((call, index) => (call.input === undefined ? [] : [[index, call.input]])));
  if (method === 'GET') {
    return { url: `/trpc/${paths}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`, init: { headers } };
  }
  return {
    url: `/trpc/${paths}?batch=1`,
    init: { method, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(inputs) },
  };
}

/** Sends the calls as one batch over the app's HTTP handler; the status and each call's outcome. */
export async function sendBatch(app: Hono, calls: BatchCall[], method: 'GET' | 'POST', headers: Record<string, string> = {}) {
  const { url, init } = batchRequest(calls, method, headers);
  const response = await app.request(url, init);
  const body = (await response.json()) as Envelope[] | Envelope;
  return { status: response.status, body, outcomes: Array.isArray(body) ? body.map(outcomeOf) : null };
}

/** Sends each call as a request of its own, one after the other, as a client without batching would. */
export async function sendOneByOne(app: Hono, calls: BatchCall[], method: 'GET' | 'POST', headers: Record<string, string> = {}) {
  const outcomes: CallOutcome[] = [];
  for (const call of calls) {
    const answer = await sendBatch(app, [call], method, headers);
    const outcome = answer.outcomes?.[0];
    if (!outcome) throw new Error(`${call.path} gave no answer`);
    outcomes.push(outcome);
  }
  return outcomes;
}
