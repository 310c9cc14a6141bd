import { nanoid } from 'nanoid';
import { afterAll, beforeAll, expect } from 'vitest';
import type { LiveEvent } from '../../shared/live-events.ts';
import { publishLive, type LiveChange } from '../modules/pieces/pieces.ts';
import { openEventStream, ofType, type EventStreamReader, type StreamedEvent } from './event-stream-reader.ts';
import { LIVE_SINCE_EVER } from './fixtures.ts';
import { listen, request, type ListeningApp } from './listening-app.ts';
import { createTestApp } from './test-app.ts';
import type { TestDatabase } from './test-db.ts';

export const PER_ADDRESS = 3;
export const HEARTBEAT_MS = 150;

/**
 * The event stream through a real socket (GET /api/events on a listening app) read by a real SSE
 * parser, with changes published by the app's own writes (cart holds) or by publishLive in a
 * transaction, as order placement and status changes publish theirs. One listening shop per test
 * database, started before its file's tests; every stream they open is closed after them.
 */
export function useLiveShop(db: () => TestDatabase) {
  let listening: ListeningApp | undefined;
  const opened: EventStreamReader[] = [];
  /** The listening shop, as the tests read it: its port, once beforeAll has started it. */
  const shop = {
    get port(): number {
      if (!listening) throw new Error('The live shop is not listening yet');
      return listening.port;
    },
  };

  beforeAll(async () => {
    const { app } = await createTestApp(db(), {
      liveStreamTiming: { heartbeatMs: HEARTBEAT_MS, retryMs: 1_500 },
      env: { LIVE_STREAMS_PER_IP: String(PER_ADDRESS) },
    });
    listening = await listen(app);
  });
  afterAll(async () => {
    for (const stream of opened) stream.close();
    await listening?.close();
  });

  /** A stream from its own loopback address (so the per-address cap is left to its own test), ready read. */
  let nextAddress = 10;
  async function stream(headers: Record<string, string> = {}, path?: string, from = `127.0.0.${nextAddress++}`) {
    const reader = await openEventStream(shop.port, { from, headers, path });
    opened.push(reader);
    expect(reader.status).toBe(200);
    const ready = await reader.next(ofType('ready'));
    return { reader, ready: ready.event };
  }

  const publish = (changes: LiveChange[]) => db().em().transactional((tx) => publishLive(tx, changes));
  const sold = (id: number): LiveChange => ({ type: 'piece', id, status: 'Sold', holder: null, holdExpiresAt: null, dropAt: LIVE_SINCE_EVER.toISOString(), listed: true, edited: false });

  /** Everything a stream received after ready up to the piece `marker`, published last: what it was told in between. */
  async function between(reader: EventStreamReader, marker: number): Promise<LiveEvent[]> {
    await reader.next(ofType('piece', marker));
    const start = reader.events.findIndex((event) => event.event.type === 'ready');
    const end = reader.events.findIndex((event) => event.event.type === 'piece' && event.event.id === marker);
    return reader.events.slice(start + 1, end).map((streamed: StreamedEvent) => streamed.event);
  }

  const guestHeaders = () => ({ 'X-Guest-ID': nanoid() });
  /** A cart call as a guest (its X-Guest-ID, the /api/guest paths) or a signed-in buyer (Bearer, the /api paths). */
  const cartCall = (headers: Record<string, string>, path: string, body?: unknown) =>
    request(shop.port, `${'X-Guest-ID' in headers ? '/api/guest' : '/api'}${path}`, { from: '127.0.0.2', headers, body });

  return { shop, opened, stream, publish, sold, between, guestHeaders, cartCall };
}
