import { describe, expect, it } from 'vitest';
import { LIVE_EVENTS_PATH } from '../../shared/live-events.ts';
import { LiveHub } from '../modules/live/live-hub.ts';
import { createAppWithEnv } from '../test/app-with-env.ts';
import { captureLog } from '../test/capture-log.ts';
import { openEventStream, ofType, type EventStreamReader } from '../test/event-stream-reader.ts';
import { eventually } from '../test/eventually.ts';
import { createTestProduct } from '../test/fixtures.ts';
import { listen, request } from '../test/listening-app.ts';
import { HEARTBEAT_MS, PER_ADDRESS, useLiveShop } from '../test/live-shop.ts';
import { createTestUser } from '../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../test/test-db.ts';
import { STREAM_REFUSALS } from './live-stream.ts';

/**
 * A stream's life: how it opens, how a client that comes back picks up what it missed, and when the
 * server refuses a stream (too many from one address or on one instance) or ends it.
 */
describe.each(TEST_DATABASES)('the live event stream: opening, resuming and closing on %s', (kind) => {
  const db = useTestDatabase(kind);
  const { shop, opened, stream, publish, sold, between, guestHeaders } = useLiveShop(db);

  it('opens as an event stream that no proxy buffers or caches, with a retry hint, then ready with the server clock', async () => {
    const before = Date.now();
    const { reader, ready } = await stream();
    expect(reader.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(reader.headers['cache-control']).toContain('no-cache');
    expect(reader.headers['x-accel-buffering']).toBe('no');
    expect(reader.retryMs).toBe(1_500);
    expect(ready).toMatchObject({ type: 'ready', resumed: false });
    expect(Date.parse((ready as { server_time: string }).server_time)).toBeGreaterThanOrEqual(before - 1_000);
    expect(reader.events[0]?.id).toBeUndefined();
    await eventually(() => reader.comments.includes('heartbeat'));
  });

  it('replays, in order, what was published while a client was away, when it comes back with Last-Event-ID', async () => {
    const first = await stream();
    const seen = await createTestProduct(db().em());
    await publish([sold(seen.id)]);
    await first.reader.next(ofType('piece', seen.id));
    const lastEventId = first.reader.lastEventId() ?? '';
    first.reader.close();

    const missed = [await createTestProduct(db().em()), await createTestProduct(db().em()), await createTestProduct(db().em())];
    await publish([sold(missed[0]?.id ?? 0)]);
    await publish([sold(missed[1]?.id ?? 0), sold(missed[2]?.id ?? 0)]);

    for (const resume of [{ headers: { 'Last-Event-ID': lastEventId } }, { path: `${LIVE_EVENTS_PATH}?last_event_id=${lastEventId}` }]) {
      const back = await stream(resume.headers ?? {}, resume.path);
      expect(back.ready).toMatchObject({ type: 'ready', resumed: true });
      const replayed = [await back.reader.next(), await back.reader.next(), await back.reader.next()];
      expect(replayed.map(({ event }) => (event as { id: number }).id)).toEqual(missed.map((piece) => piece.id));
      expect(replayed.every(({ id }) => typeof id === 'string')).toBe(true);
    }
  });

  it('says ready {resumed: false} for an id it does not have, so the client refetches', async () => {
    const { ready, reader } = await stream({ 'Last-Event-ID': 'not-an-id-we-sent' });
    expect(ready).toMatchObject({ resumed: false });
    const marker = await createTestProduct(db().em());
    await publish([sold(marker.id)]);
    expect(await between(reader, marker.id)).toEqual([]);
  });

  it('tells a page’s first stream what changed while the page loaded, from the mark the server wrote into it', async () => {
    const piece = await createTestProduct(db().em());
    const page = await fetch(`http://127.0.0.1:${shop.port}/product/${piece.id}`);
    const mark = /<meta name="live-mark" content="([^"]+)">/.exec(await page.text())?.[1] ?? '';
    expect(mark).toMatch(/^mark\./);
    await publish([sold(piece.id)]);
    const { ready, reader } = await stream({ 'Last-Event-ID': mark });
    expect(ready).toMatchObject({ resumed: true });
    expect((await reader.next()).event).toMatchObject({ type: 'piece', id: piece.id, status: 'Sold' });
  });

  it(`refuses a ${PER_ADDRESS + 1}th stream from one address with 429, not other addresses, and admits again when one closes`, async () => {
    const from = '127.0.0.250';
    const mine: EventStreamReader[] = [];
    for (let index = 0; index < PER_ADDRESS; index += 1) mine.push((await stream({}, undefined, from)).reader);
    const refused = await openEventStream(shop.port, { from });
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.refusal).toEqual({ message: STREAM_REFUSALS.address });
    await stream({}, undefined, '127.0.0.251');

    mine[0]?.close();
    // The server learns of the closed socket a moment later.
    let again = await openEventStream(shop.port, { from });
    for (let tries = 0; again.status === 429 && tries < 50; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      again = await openEventStream(shop.port, { from });
    }
    opened.push(again);
    expect(again.status).toBe(200);
  });

  it('closes a signed-in stream once its session ends (sign-out), and leaves a guest’s open', async () => {
    const { token } = await createTestUser(db().em());
    const signedIn = (await stream({ authorization: `Bearer ${token}` })).reader;
    const guest = (await stream(guestHeaders())).reader;
    expect((await request(shop.port, '/api/logout', { from: '127.0.0.2', headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    await signedIn.ended;
    await new Promise((resolve) => setTimeout(resolve, HEARTBEAT_MS * 2));
    const marker = await createTestProduct(db().em());
    await publish([sold(marker.id)]);
    await guest.next(ofType('piece', marker.id));
  });

  it('refuses a stream with 503 once the instance has LIVE_STREAMS_MAX open, and ends every stream at shutdown', async () => {
    const hub = new LiveHub();
    const log = captureLog();
    const { app } = await createAppWithEnv(db().orm, { LIVE_STREAMS_MAX: '1' }, log.stream, hub);
    const full = await listen(app);
    try {
      const first = await openEventStream(full.port, { from: '127.0.0.3' });
      await first.next(ofType('ready'));
      const refused = await openEventStream(full.port, { from: '127.0.0.4' });
      expect(refused.status).toBe(503);
      expect(refused.refusal).toEqual({ message: STREAM_REFUSALS.instance });
      hub.close();
      await first.ended;
      expect(first.complete()).toBe(true);
      expect(hub.streams).toBe(0);
      // The request log has one line per stream, written when it opened (its duration is the time to its first byte).
      const lines = log.lines.map((line) => JSON.parse(line) as { route?: string; status?: number });
      expect(lines.filter((line) => line.route === LIVE_EVENTS_PATH).map((line) => line.status)).toEqual([200, 503]);
    } finally {
      await full.close();
    }
  });
});
