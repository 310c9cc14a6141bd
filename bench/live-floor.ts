/**
 * Part 6's floor: PostgreSQL NOTIFY alone, received by bare `pg` clients LISTENing, with none of the
 * app in between. The same listener also sits beside the app during its drop, on the app's own channel,
 * so the moment each hold's NOTIFY reaches a plain client (its commit, plus the floor) is known.
 */
import { nanoid } from 'nanoid';
import pg from 'pg';
import { newEventId, type PublishedChange } from '../server/modules/pieces/pieces.ts';
import { latencyStats, now, type LatencyStats } from './live-stats.ts';

/** The first notification about each piece a bare listener received: when, and the change's event id. */
export type BareListener = { received: Map<number, { at: number; eventId: string }>; stop: () => Promise<void> };

export async function listenBare(databaseUrl: string, channel: string): Promise<BareListener> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const received = new Map<number, { at: number; eventId: string }>();
  client.on('notification', (message) => {
    const at = now();
    if (message.channel !== channel || !message.payload) return;
    for (const change of JSON.parse(message.payload) as PublishedChange[]) {
      if (change.type === 'piece' && !received.has(change.id)) received.set(change.id, { at, eventId: change.eventId });
    }
  });
  await client.query(`listen "${channel}"`);
  return { received, stop: () => client.end() };
}

export type LiveFloor = {
  listeners: number;
  notifications: number;
  poolSize: number;
  /** From just before `select pg_notify` was sent to receipt, every listener × notification. */
  fromQueryStart: LatencyStats;
  /** From the notify's answer (its commit acknowledged) to receipt: negative when the listener heard first. */
  fromAnswer: LatencyStats;
};

/** A notification shaped and sized as a hold's (one piece change), about piece `id`. */
function holdLikePayload(id: number): string {
  const change: PublishedChange = {
    type: 'piece',
    id,
    status: 'Available',
    holder: { kind: 'guest', id: nanoid() },
    holdExpiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
    dropAt: new Date(0).toISOString(),
    listed: true,
    edited: false,
    eventId: newEventId(),
  };
  return JSON.stringify([change]);
}

async function notifyAtOnce(pool: pg.Pool, channel: string, ids: number[]) {
  return Promise.all(
    ids.map(async (id) => {
      const payload = holdLikePayload(id);
      const startedAt = now();
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
      return { id, startedAt, answeredAt: now() };
    }),
  );
}

async function allReceived(listeners: BareListener[], count: number, timeoutMs: number) {
  const deadline = now() + timeoutMs;
  while (now() < deadline && listeners.some((listener) => listener.received.size < count)) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * `notifications` pg_notify calls at once from a pool the size of the app's (each its own autocommit
 * transaction, as each hold is), heard by `listeners` bare clients: one per app instance in scenario B.
 * A first round warms the connections and is not counted.
 */
export async function measureNotifyFloor(options: { databaseUrl: string; listeners: number; notifications: number; poolSize: number }): Promise<LiveFloor> {
  const channel = 'bench_live_floor';
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize });
  const listeners: BareListener[] = [];
  try {
    for (let index = 0; index < options.listeners; index++) listeners.push(await listenBare(options.databaseUrl, channel));
    const ids = Array.from({ length: options.notifications }, (_, index) => index + 1);
    await notifyAtOnce(pool, channel, ids);
    await allReceived(listeners, ids.length, 5000);
    for (const listener of listeners) listener.received.clear();

    const sent = await notifyAtOnce(pool, channel, ids);
    await allReceived(listeners, ids.length, 5000);
    const fromStart: number[] = [];
    const fromAnswer: number[] = [];
    for (const listener of listeners) {
      for (const notification of sent) {
        const receipt = listener.received.get(notification.id);
        if (!receipt) continue;
        fromStart.push(receipt.at - notification.startedAt);
        fromAnswer.push(receipt.at - notification.answeredAt);
      }
    }
    return {
      listeners: options.listeners,
      notifications: options.notifications,
      poolSize: options.poolSize,
      fromQueryStart: latencyStats(fromStart, listeners.length * ids.length),
      fromAnswer: latencyStats(fromAnswer, listeners.length * ids.length),
    };
  } finally {
    await Promise.all(listeners.map((listener) => listener.stop()));
    await pool.end();
  }
}
