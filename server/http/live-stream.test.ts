import { nanoid } from 'nanoid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_EVENTS_PATH, type LiveEvent } from '../../shared/live-events.ts';
import type { Buyer } from '../buyer.ts';
import { publishLive, type LiveChange } from '../modules/pieces/pieces.ts';
import { Product } from '../modules/pieces/entities.ts';
import { LiveHub } from '../modules/live/live-hub.ts';
import { SESSION_COOKIE } from '../trpc/context.ts';
import { createAppWithEnv } from '../test/app-with-env.ts';
import { captureLog } from '../test/capture-log.ts';
import { openEventStream, ofType, type EventStreamReader, type StreamedEvent } from '../test/event-stream-reader.ts';
import { createTestProduct, LIVE_SINCE_EVER } from '../test/fixtures.ts';
import { listen, request, type ListeningApp } from '../test/listening-app.ts';
import { createTestApp, createTestUser } from '../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../test/test-db.ts';
import { STREAM_REFUSALS } from './live-stream.ts';
import { eventually } from '../test/eventually.ts';

const PER_ADDRESS = 3;
const HEARTBEAT_MS = 150;

/**
 * The event stream through a real socket (GET /api/events on a listening app) read by a real SSE
 * parser, with changes published by the app's own writes (cart holds) or by publishLive in a
 * transaction, as order placement and status changes publish theirs.
 */
describe.each(TEST_DATABASES)('the live event stream on %s', (kind) => {
  const db = useTestDatabase(kind);
  let shop: ListeningApp;
  const opened: EventStreamReader[] = [];

  beforeAll(async () => {
    const { app } = await createTestApp(db(), {
      liveStreamTiming: { heartbeatMs: HEARTBEAT_MS, retryMs: 1_500 },
      env: { LIVE_STREAMS_PER_IP: String(PER_ADDRESS) },
    });
    shop = await listen(app);
  });
  afterAll(async () => {
    for (const stream of opened) stream.close();
    await shop.close();
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

  it('shows a guest’s hold to every stream, as theirs only on the holder’s, and its release as Available', async () => {
    const piece = await createTestProduct(db().em());
    const holder = guestHeaders();
    const { token: shopperToken } = await createTestUser(db().em());
    const { token: adminToken } = await createTestUser(db().em(), { role: 'admin' });
    const streams = {
      holder: (await stream(holder)).reader,
      otherGuest: (await stream(guestHeaders())).reader,
      anonymous: (await stream()).reader,
      shopper: (await stream({ authorization: `Bearer ${shopperToken}` })).reader,
      admin: (await stream({ cookie: `${SESSION_COOKIE}=${adminToken}` })).reader,
    };
    expect((await cartCall(holder, '/cart/add', { product_id: piece.id })).status).toBe(200);
    expect((await cartCall(holder, '/cart/hold')).status).toBe(200);

    for (const [who, reader] of Object.entries(streams)) {
      const { event } = await reader.next(ofType('piece', piece.id), 1_000);
      expect(event, who).toMatchObject({ status: 'OnHold', held_by_you: who === 'holder', listed: true, edited: false });
      expect(Date.parse((event as { hold_expires_at: string }).hold_expires_at)).toBeGreaterThan(Date.now() + 60_000);
      expect(JSON.stringify(event)).not.toContain(holder['X-Guest-ID']);
    }

    expect((await cartCall(holder, '/cart/release')).status).toBe(200);
    for (const reader of Object.values(streams)) {
      expect((await reader.next(ofType('piece', piece.id), 1_000)).event).toMatchObject({ status: 'Available', hold_expires_at: null, held_by_you: false });
    }
  });

  it('shows a signed-in buyer’s hold as theirs on their stream only, and releases it when the line leaves the cart', async () => {
    const piece = await createTestProduct(db().em());
    const { token } = await createTestUser(db().em());
    const buyer = { authorization: `Bearer ${token}` };
    const own = (await stream(buyer)).reader;
    const other = (await stream(guestHeaders())).reader;
    const added = await cartCall(buyer, '/cart/add', { product_id: piece.id });
    expect((await cartCall(buyer, '/cart/hold')).status).toBe(200);
    expect((await own.next(ofType('piece', piece.id))).event).toMatchObject({ status: 'OnHold', held_by_you: true });
    expect((await other.next(ofType('piece', piece.id))).event).toMatchObject({ status: 'OnHold', held_by_you: false });

    const line = (added.json as { data: { items: { id: number }[] } }).data.items[0];
    expect((await cartCall(buyer, '/cart/remove', { cart_item_id: line?.id })).status).toBe(200);
    expect((await own.next(ofType('piece', piece.id))).event).toMatchObject({ status: 'Available', held_by_you: false });
    expect((await other.next(ofType('piece', piece.id))).event).toMatchObject({ status: 'Available' });
  });

  it('tells the account’s streams a guest’s holds are theirs once the guest signs in', async () => {
    const piece = await createTestProduct(db().em());
    const guest = guestHeaders();
    const { user, token, password } = await createTestUser(db().em());
    const account = (await stream({ authorization: `Bearer ${token}` })).reader;
    const guestStream = (await stream(guest)).reader;
    expect((await cartCall(guest, '/cart/add', { product_id: piece.id })).status).toBe(200);
    expect((await cartCall(guest, '/cart/hold')).status).toBe(200);
    expect((await guestStream.next(ofType('piece', piece.id))).event).toMatchObject({ held_by_you: true });
    expect((await account.next(ofType('piece', piece.id))).event).toMatchObject({ held_by_you: false });

    const signIn = await request(shop.port, '/api/login', { from: '127.0.0.2', headers: guest, body: { email: user.email, password } });
    expect(signIn.status).toBe(200);
    expect((await account.next(ofType('piece', piece.id))).event).toMatchObject({ status: 'OnHold', held_by_you: true });
    expect((await guestStream.next(ofType('piece', piece.id))).event).toMatchObject({ status: 'OnHold', held_by_you: false });
  });

  it('shows the owner’s release of a hold, and a cleared cart, as Available on every stream', async () => {
    const [first, second] = [await createTestProduct(db().em()), await createTestProduct(db().em())];
    const { token: adminToken } = await createTestUser(db().em(), { role: 'admin' });
    const buyer = guestHeaders();
    const watcher = (await stream()).reader;
    for (const piece of [first, second]) expect((await cartCall(buyer, '/cart/add', { product_id: piece.id })).status).toBe(200);
    expect((await cartCall(buyer, '/cart/hold')).status).toBe(200);
    for (const piece of [first, second]) expect((await watcher.next(ofType('piece', piece.id))).event).toMatchObject({ status: 'OnHold' });

    const released = await request(shop.port, `/api/admin/holds/${first.id}`, { method: 'DELETE', from: '127.0.0.2', headers: { authorization: `Bearer ${adminToken}` } });
    expect(released.status).toBe(200);
    expect((await watcher.next(ofType('piece', first.id))).event).toMatchObject({ status: 'Available', hold_expires_at: null });
    expect((await cartCall(buyer, '/cart/clear')).status).toBe(200);
    expect((await watcher.next(ofType('piece', second.id))).event).toMatchObject({ status: 'Available', hold_expires_at: null });
  });

  it('publishes nothing for a write that does not commit, nor for a hold that is refused', async () => {
    const { reader } = await stream();
    const [free, taken] = [await createTestProduct(db().em()), await createTestProduct(db().em())];
    const buyer = guestHeaders();
    for (const piece of [free, taken]) expect((await cartCall(buyer, '/cart/add', { product_id: piece.id })).status).toBe(200);
    // Sold meanwhile: the cart's hold is refused, all or none, and its free piece is not held either.
    await db().em().nativeUpdate(Product, { id: taken.id }, { status: 'Sold' });
    expect((await cartCall(buyer, '/cart/hold')).status).toBe(409);
    await expect(
      db()
        .em()
        .transactional(async (tx) => {
          await publishLive(tx, [sold(taken.id)]);
          throw new Error('the write failed');
        }),
    ).rejects.toThrow();
    const marker = await createTestProduct(db().em());
    await publish([sold(marker.id)]);
    expect(await between(reader, marker.id)).toEqual([]);
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

  it('tells admins of every order, each buyer of their own, and other shoppers nothing', async () => {
    const { user: buyerUser, token: buyerToken } = await createTestUser(db().em());
    const { token: otherToken } = await createTestUser(db().em());
    const { token: adminToken } = await createTestUser(db().em(), { role: 'admin' });
    const guest = guestHeaders();
    const streams = {
      admin: (await stream({ authorization: `Bearer ${adminToken}` })).reader,
      buyer: (await stream({ authorization: `Bearer ${buyerToken}` })).reader,
      guestBuyer: (await stream(guest)).reader,
      otherShopper: (await stream({ authorization: `Bearer ${otherToken}` })).reader,
      otherGuest: (await stream(guestHeaders())).reader,
      anonymous: (await stream()).reader,
    };
    const userOrder: Buyer = { kind: 'user', id: String(buyerUser.id) };
    const guestOrder: Buyer = { kind: 'guest', id: guest['X-Guest-ID'] };
    await publish([{ type: 'order', id: 901, status: 'pending', placed: true, buyer: userOrder }]);
    await publish([
      { type: 'order', id: 902, status: 'pending', placed: true, buyer: guestOrder },
      { type: 'order', id: 901, status: 'approved', placed: false, buyer: userOrder },
    ]);
    const marker = await createTestProduct(db().em());
    await publish([sold(marker.id)]);

    const told: Record<string, LiveEvent[]> = {};
    for (const [who, reader] of Object.entries(streams)) told[who] = await between(reader, marker.id);
    expect(told).toEqual({
      admin: [
        { type: 'order', id: 901, status: 'pending', placed: true },
        { type: 'order', id: 902, status: 'pending', placed: true },
        { type: 'order', id: 901, status: 'approved', placed: false },
      ],
      buyer: [
        { type: 'my-order', id: 901, status: 'pending' },
        { type: 'my-order', id: 901, status: 'approved' },
      ],
      guestBuyer: [{ type: 'my-order', id: 902, status: 'pending' }],
      otherShopper: [],
      otherGuest: [],
      anonymous: [],
    });
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
