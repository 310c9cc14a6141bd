/// <reference lib="webworker" />
/**
 * The owner's app opening offline (decision 033): the last answers to Order Management's reads
 * (shared/admin-offline.ts), kept by the service worker one read at a time, by its input, and given
 * only when the server cannot be reached. tRPC batches the reads a screen makes at one moment into one
 * request (`/trpc/cart.get,admin.orders.list?batch=1&input={"1":{…}}`), and which reads go together
 * changes from load to load, so a batch is kept as its reads and put together again from them: a
 * read never kept (the cart, say) answers that the shop is offline, and the screen shows the rest.
 */
import { ADMIN_OFFLINE_CACHE, ADMIN_OFFLINE_READS } from '../shared/admin-offline.ts';

type Read = { path: string; input: unknown };
/** One read's answer in a batch, as tRPC writes it. */
type ReadAnswer = { result?: { data?: unknown } } | { error: unknown };

/** The reads of a tRPC GET, in the batch's order, each with its input (absent for a read with none). */
export function readsOf(url: URL): Read[] {
  const paths = decodeURIComponent(url.pathname.slice('/trpc/'.length)).split(',');
  const inputs = JSON.parse(url.searchParams.get('input') ?? '{}') as Record<string, unknown>;
  return paths.map((path, index) => ({ path, input: inputs[String(index)] }));
}

/** Whether the service worker looks at this request at all: a tRPC read of the shop that asks for a kept one. */
export function asksForKeptReads(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith('/trpc/') && readsOf(url).some((read) => ADMIN_OFFLINE_READS.includes(read.path));
}

/** Where a read's last answer is kept: a key of the cache, never a request anyone makes. */
const keyOf = (read: Read) => `/offline-reads/${read.path}?input=${encodeURIComponent(JSON.stringify(read.input ?? null))}`;

const OFFLINE: ReadAnswer = { error: { message: 'The shop cannot be reached: you are offline.', code: -32603, data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 503 } } };

const isAdmin = (answer: ReadAnswer | undefined) =>
  answer !== undefined && 'result' in answer && (answer.result?.data as { user?: { role?: string } | null } | undefined)?.user?.role === 'admin';

/**
 * Keeps each kept read's answer of a batch the server answered. An answer whose session has no admin
 * signed in (signed out, the session ended) keeps nothing and drops all kept: the orders never outlive
 * the session that read them.
 */
async function keep(reads: Read[], response: Response): Promise<void> {
  const answers = (await response.json()) as ReadAnswer[];
  const session = reads.findIndex((read) => read.path === 'users.session');
  if (session >= 0 && !isAdmin(answers[session])) {
    await caches.delete(ADMIN_OFFLINE_CACHE);
    return;
  }
  const cache = await caches.open(ADMIN_OFFLINE_CACHE);
  const kept = reads.flatMap((read, index) => {
    const answer = answers[index];
    return ADMIN_OFFLINE_READS.includes(read.path) && answer && 'result' in answer ? [{ read, answer }] : [];
  });
  await Promise.all(kept.map(({ read, answer }) => cache.put(keyOf(read), new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }))));
}

/** The batch put together from the reads kept: each kept one's last answer, every other one offline. */
async function fromKept(reads: Read[]): Promise<Response> {
  const cache = await caches.open(ADMIN_OFFLINE_CACHE);
  const answers = await Promise.all(reads.map(async (read) => ((await (await cache.match(keyOf(read)))?.json()) as ReadAnswer | undefined) ?? OFFLINE));
  const allKept = answers.every((answer) => answer !== OFFLINE);
  return new Response(JSON.stringify(answers), { status: allKept ? 200 : 207, headers: { 'content-type': 'application/json' } });
}

/** The server first, always; the reads kept only when it cannot be reached (the fetch itself fails). */
export async function answerKeepingReads(request: Request): Promise<Response> {
  const reads = readsOf(new URL(request.url));
  let response: Response;
  try {
    response = await fetch(request);
  } catch {
    return fromKept(reads);
  }
  if (response.status === 200) await keep(reads, response.clone()).catch(() => undefined);
  return response;
}
