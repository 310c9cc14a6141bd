import pg from 'pg';
import { z } from 'zod';
import { BUYER_KINDS, ORDER_STATUSES, STORED_PRODUCT_STATUSES } from '../../../shared/constants.ts';
import { pgliteOf, type DatabaseTarget, type Orm } from '../../db/orm.ts';
import type { Logger } from '../../logger.ts';
import { LIVE_CHANNEL, type PublishedChange } from '../pieces/pieces.ts';

/** What the listener hands on: the changes of one notification, and word that some may have been lost. */
export type ChangeReceiver = { changes(changes: readonly PublishedChange[]): void; lost(): void };

export type LiveListener = { stop(): Promise<void> };

export type ReconnectTiming = { firstDelayMs: number; maxDelayMs: number; pingEveryMs: number; pingTimeoutMs: number };

/** Back within a quarter second after a restart of PostgreSQL, never hammering one that stays down. */
export const RECONNECT_TIMING: ReconnectTiming = { firstDelayMs: 250, maxDelayMs: 10_000, pingEveryMs: 30_000, pingTimeoutMs: 10_000 };

const Buyer = z.object({ kind: z.enum(BUYER_KINDS), id: z.string() });
const PublishedChangeSchema: z.ZodType<PublishedChange> = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('piece'),
    id: z.number(),
    status: z.enum(STORED_PRODUCT_STATUSES),
    holder: Buyer.nullable(),
    holdExpiresAt: z.string().nullable(),
    reservedUntil: z.string().optional(),
    queueEndsAt: z.string().nullable().optional(),
    dropAt: z.string().nullable(),
    listed: z.boolean(),
    edited: z.boolean(),
    wasLive: z.boolean().optional(),
    eventId: z.string(),
  }),
  z.object({ type: z.literal('order'), id: z.number(), status: z.enum(ORDER_STATUSES), placed: z.boolean(), buyer: Buyer, eventId: z.string() }),
]);
const Payload = z.array(PublishedChangeSchema);

/** A notification's payload as publishLive wrote it; null for anything else (another version mid-deploy, a hand-typed NOTIFY). */
function parsePayload(payload: string): PublishedChange[] | null {
  try {
    const parsed = Payload.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * One listening connection for the whole instance, whatever the number of viewers (design.md §8): on
 * PostgreSQL a client of its own, outside the ORM's pool (a pooled connection would stop listening
 * when handed back); on PGlite the ORM's own instance, where the writes' NOTIFYs are sent.
 */
export async function listenForChanges(
  orm: Orm,
  target: DatabaseTarget,
  receiver: ChangeReceiver,
  logger: Logger,
  timing: ReconnectTiming = RECONNECT_TIMING,
): Promise<LiveListener> {
  const onPayload = (payload: string) => {
    const changes = parsePayload(payload);
    if (changes) receiver.changes(changes);
    else logger.warn({ channel: LIVE_CHANNEL }, 'live: skipped a notification that is not a list of changes');
  };
  if (target.kind === 'pglite') {
    const unlisten = await (await pgliteOf(orm)).listen(LIVE_CHANNEL, onPayload);
    return { stop: () => unlisten() };
  }
  const listener = new PostgresListener(target.url, onPayload, receiver, logger, timing);
  await listener.connect();
  return listener;
}

/**
 * LISTEN on a dedicated client that comes back when its connection drops (a restart, a failover, a
 * proxy's idle cut), trying again with a delay that doubles up to a ceiling. Notifications sent while
 * it was away are lost to this instance, so once it listens again it says so (`lost`) and its hub
 * tells every stream to refetch. A periodic `select 1` finds a connection that died without a word.
 */
class PostgresListener implements LiveListener {
  private client: pg.Client | null = null;
  private stopped = false;
  private retry: NodeJS.Timeout | undefined;
  private ping: NodeJS.Timeout | undefined;
  private readonly url: string;
  private readonly onPayload: (payload: string) => void;
  private readonly receiver: ChangeReceiver;
  private readonly logger: Logger;
  private readonly timing: ReconnectTiming;

  constructor(url: string, onPayload: (payload: string) => void, receiver: ChangeReceiver, logger: Logger, timing: ReconnectTiming) {
    this.url = url;
    this.onPayload = onPayload;
    this.receiver = receiver;
    this.logger = logger;
    this.timing = timing;
  }

  /** Connects and listens; throws when it cannot (at start-up, as the ORM would). */
  async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, application_name: 'ukay-live', keepAlive: true, query_timeout: this.timing.pingTimeoutMs });
    client.on('notification', (message) => {
      if (message.channel === LIVE_CHANNEL && message.payload !== undefined) this.onPayload(message.payload);
    });
    client.on('error', (error) => this.drop(client, error));
    client.on('end', () => this.drop(client, null));
    try {
      await client.connect();
      await client.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch(() => {});
      throw error;
    }
    if (this.stopped) {
      await client.end();
      return;
    }
    this.client = client;
    this.ping = setInterval(() => {
      client.query('select 1').catch((error: unknown) => this.drop(client, error));
    }, this.timing.pingEveryMs);
    this.ping.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    clearInterval(this.ping);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  private drop(client: pg.Client, error: unknown): void {
    if (this.client !== client || this.stopped) return;
    this.client = null;
    clearInterval(this.ping);
    client.removeAllListeners('end');
    client.end().catch(() => {});
    this.logger.warn({ err: error }, 'live: the listening connection dropped; reconnecting');
    this.reconnect(this.timing.firstDelayMs);
  }

  private reconnect(delayMs: number): void {
    this.retry = setTimeout(() => {
      this.connect().then(
        () => {
          if (this.stopped) return;
          this.logger.info('live: listening again; streams are told to refetch');
          this.receiver.lost();
        },
        (error: unknown) => {
          if (this.stopped) return;
          this.logger.warn({ err: error, retryInMs: delayMs }, 'live: cannot listen yet');
          this.reconnect(Math.min(delayMs * 2, this.timing.maxDelayMs));
        },
      );
    }, delayMs);
    this.retry.unref();
  }
}
