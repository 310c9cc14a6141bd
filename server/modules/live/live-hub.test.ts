import { describe, expect, it } from 'vitest';
import type { PublishedChange } from '../pieces/pieces.ts';
import { LiveHub, RECENT_CHANGES, STREAMS_PER_SLICE, type LiveMessage } from './live-hub.ts';
import type { LiveViewer } from './live-projection.ts';
import { LIVE_SINCE_EVER } from '../../test/fixtures.ts';

const anyone: LiveViewer = { buyer: null, admin: false };
const admin: LiveViewer = { buyer: { kind: 'user', id: '1' }, admin: true };

let sequence = 0;
const pieceChange = (id: number): PublishedChange => {
  sequence += 1;
  return { type: 'piece', id, status: 'Sold', holder: null, holdExpiresAt: null, dropAt: LIVE_SINCE_EVER.toISOString(), listed: true, edited: false, eventId: `e${sequence}` };
};

/** A stream as the hub sees it: what it was sent, and whether it was ended. */
function sink() {
  const received: LiveMessage[] = [];
  const state = { ended: false };
  return { received, state, send: (messages: readonly LiveMessage[]) => void received.push(...messages), end: () => void (state.ended = true) };
}

const ids = (messages: LiveMessage[]) => messages.map((message) => message.id);
const types = (messages: LiveMessage[]) => messages.map((message) => message.event.type);

describe('the live hub', () => {
  it('sends ready first, then every change in the order received', () => {
    const hub = new LiveHub(undefined, () => new Date('2026-11-24T10:00:00.000Z'));
    const stream = sink();
    expect(hub.subscribe(anyone, null, stream).resumed).toBe(false);
    const changes = [pieceChange(1), pieceChange(2), pieceChange(3)];
    hub.publish(changes.slice(0, 2));
    hub.publish(changes.slice(2));
    expect(stream.received[0]).toEqual({ id: null, event: { type: 'ready', server_time: '2026-11-24T10:00:00.000Z', resumed: false } });
    expect(ids(stream.received.slice(1))).toEqual(changes.map((change) => change.eventId));
  });

  it('replays what came after a known Last-Event-ID, in order, after ready {resumed: true}', () => {
    const hub = new LiveHub();
    const changes = [pieceChange(1), pieceChange(2), pieceChange(3), pieceChange(4)];
    hub.publish(changes);
    const stream = sink();
    expect(hub.subscribe(anyone, changes[1]?.eventId ?? '', stream).resumed).toBe(true);
    expect(stream.received[0]?.event).toMatchObject({ type: 'ready', resumed: true });
    expect(ids(stream.received.slice(1))).toEqual([changes[2]?.eventId, changes[3]?.eventId]);
  });

  it('replays at most the changes it keeps: a stream that missed more is told to fetch afresh, whatever id it sends', () => {
    const hub = new LiveHub();
    const changes = Array.from({ length: RECENT_CHANGES.maxChanges + 1 }, (_, index) => pieceChange(index + 1));
    hub.publish(changes);
    const farBehind = sink();
    expect(hub.subscribe(anyone, changes[0]?.eventId ?? '', farBehind).resumed).toBe(false);
    expect(types(farBehind.received)).toEqual(['ready']);
    const justBehind = sink();
    expect(hub.subscribe(anyone, changes[1]?.eventId ?? '', justBehind).resumed).toBe(true);
    expect(justBehind.received).toHaveLength(RECENT_CHANGES.maxChanges);
  });

  it('hands every stream with no viewer resuming from one place the very same replay, so a reconnect loop is encoded once', () => {
    const hub = new LiveHub();
    const changes = Array.from({ length: 50 }, (_, index) => pieceChange(index + 1));
    hub.publish(changes);
    const replays: (readonly LiveMessage[])[] = [];
    const capture = { send: (messages: readonly LiveMessage[]) => void replays.push(messages), end: () => {} };
    for (let loop = 0; loop < 3; loop += 1) hub.subscribe(anyone, changes[0]?.eventId ?? '', capture);
    const [, first, , second, , third] = replays;
    expect(first).toHaveLength(49);
    expect(second).toBe(first);
    expect(third).toBe(first);
    // A new change makes a new replay: what was kept would miss it.
    hub.publish([pieceChange(99)]);
    hub.subscribe(anyone, changes[0]?.eventId ?? '', capture);
    expect(replays.at(-1)).toHaveLength(50);
  });

  it('answers ready {resumed: false} and replays nothing for an id it does not know', () => {
    const hub = new LiveHub();
    hub.publish([pieceChange(1)]);
    const stream = sink();
    expect(hub.subscribe(anyone, 'no-such-id', stream).resumed).toBe(false);
    expect(types(stream.received)).toEqual(['ready']);
  });

  it('resumes from a mark every change received since it, even when none came before it', () => {
    const hub = new LiveHub();
    const mark = hub.mark();
    const changes = [pieceChange(1), pieceChange(2)];
    hub.publish(changes);
    const stream = sink();
    expect(hub.subscribe(anyone, mark, stream).resumed).toBe(true);
    expect(ids(stream.received.slice(1))).toEqual(changes.map((change) => change.eventId));
    expect(hub.subscribe(anyone, hub.mark(), sink()).resumed).toBe(true);
  });

  it('does not resume from a mark of another instance, nor from one that a reset or the age limit passed', () => {
    let now = Date.parse('2026-11-24T10:00:00.000Z');
    const hub = new LiveHub({ maxChanges: 10, maxAgeMs: 60_000 }, () => new Date(now));
    expect(hub.subscribe(anyone, new LiveHub().mark(), sink()).resumed).toBe(false);
    const beforeReset = hub.mark();
    hub.reset();
    expect(hub.subscribe(anyone, beforeReset, sink()).resumed).toBe(false);
    const beforeAging = hub.mark();
    hub.publish([pieceChange(1)]);
    now += 61_000;
    hub.publish([pieceChange(2)]);
    expect(hub.subscribe(anyone, beforeAging, sink()).resumed).toBe(false);
  });

  it('keeps at most the newest changes, and none older than the age limit', () => {
    let now = Date.parse('2026-11-24T10:00:00.000Z');
    const hub = new LiveHub({ maxChanges: 3, maxAgeMs: 60_000 }, () => new Date(now));
    const changes = [pieceChange(1), pieceChange(2), pieceChange(3), pieceChange(4)];
    hub.publish(changes);
    const resumeAfter = (change: PublishedChange | undefined) => hub.subscribe(anyone, change?.eventId ?? '', sink()).resumed;
    expect(resumeAfter(changes[0])).toBe(false);
    expect(resumeAfter(changes[1])).toBe(true);
    now += 61_000;
    hub.publish([pieceChange(5)]);
    expect(resumeAfter(changes[3])).toBe(false);
  });

  it('on reset tells every stream and forgets what it kept, so no resume crosses the gap', () => {
    const hub = new LiveHub();
    const before = pieceChange(1);
    hub.publish([before]);
    const stream = sink();
    hub.subscribe(anyone, null, stream);
    hub.reset();
    expect(stream.received.at(-1)).toEqual({ id: null, event: { type: 'reset' } });
    expect(hub.subscribe(anyone, before.eventId, sink()).resumed).toBe(false);
  });

  it('sends a stream only what its viewer may see, and nothing once it is closed', () => {
    const hub = new LiveHub();
    const shopper = sink();
    const owner = sink();
    const subscription = hub.subscribe(anyone, null, shopper);
    hub.subscribe(admin, null, owner);
    hub.publish([{ type: 'order', id: 5, status: 'pending', placed: true, buyer: { kind: 'guest', id: 'g' }, eventId: 'o1' }]);
    expect(types(shopper.received)).toEqual(['ready']);
    expect(types(owner.received)).toEqual(['ready', 'order']);
    subscription.close();
    hub.publish([pieceChange(1)]);
    expect(types(shopper.received)).toEqual(['ready']);
    expect(hub.streams).toBe(1);
  });

  it('ends every stream when it closes (shutdown), and a stream that comes later right after ready', () => {
    const hub = new LiveHub();
    const open = sink();
    hub.subscribe(anyone, null, open);
    hub.close();
    expect(open.state.ended).toBe(true);
    const late = sink();
    hub.subscribe(anyone, null, late);
    expect(late.state.ended).toBe(true);
    expect(hub.streams).toBe(0);
  });

  it('hands streams that see a change alike the very same messages, so each batch is encoded once per way it is seen', () => {
    const hub = new LiveHub(undefined, () => new Date('2026-11-24T10:00:00.000Z'));
    const holder: LiveViewer = { buyer: { kind: 'guest', id: 'g' }, admin: false };
    const sent = new Map<string, (readonly LiveMessage[])[]>();
    for (const [name, viewer] of [['first', anyone], ['second', anyone], ['holder', holder], ['admin', admin]] as const) {
      sent.set(name, []);
      hub.subscribe(viewer, null, { send: (messages) => void sent.get(name)?.push(messages), end: () => {} });
    }
    const held: PublishedChange = {
      type: 'piece',
      id: 1,
      status: 'Available',
      holder: { kind: 'guest', id: 'g' },
      holdExpiresAt: '2026-11-24T10:15:00.000Z',
      dropAt: LIVE_SINCE_EVER.toISOString(),
      listed: true,
      edited: false,
      eventId: 'held',
    };
    hub.publish([held, pieceChange(2)]);
    const last = (name: string) => sent.get(name)?.at(-1);
    expect(last('first')).toBe(last('second'));
    expect(last('admin')).toBe(last('first'));
    expect(last('holder')).not.toBe(last('first'));
    expect(last('holder')?.map((message) => message.event)).toMatchObject([{ held_by_you: true }, { id: 2 }]);
  });

  it(`tells ${STREAMS_PER_SLICE} streams at once and the others after other work, and what comes meanwhile in one send per stream, in order`, async () => {
    const hub = new LiveHub();
    const streams = Array.from({ length: STREAMS_PER_SLICE + 1 }, () => {
      const sends: (readonly LiveMessage[])[] = [];
      hub.subscribe(anyone, null, { send: (messages) => void sends.push(messages), end: () => {} });
      return sends;
    });
    const [first, second, third] = [pieceChange(1), pieceChange(2), pieceChange(3)];
    hub.publish([first]);
    expect(streams[0]?.length).toBe(2);
    expect(streams.at(-1)?.length).toBe(1);
    // Arrived while the first change was still going out: both wait for it, then go together, the reset last.
    hub.publish([second, third]);
    hub.reset();
    await new Promise((resolve) => setImmediate(resolve));
    expect(streams.at(-1)?.length).toBe(2);
    for (let round = 0; round < 3; round += 1) await new Promise((resolve) => setImmediate(resolve));
    for (const sends of streams) {
      expect(sends.length).toBe(3);
      expect(sends[2]?.map((message) => message.id)).toEqual([second.eventId, third.eventId, null]);
    }
  });

  it('gives a stream that resumes while changes wait to go out each of them once, in its replay', async () => {
    const hub = new LiveHub();
    for (let index = 0; index <= STREAMS_PER_SLICE; index += 1) hub.subscribe(anyone, null, sink());
    const [first, second] = [pieceChange(1), pieceChange(2)];
    hub.publish([first]);
    hub.publish([second]);
    const late = sink();
    expect(hub.subscribe(anyone, first.eventId, late).resumed).toBe(true);
    for (let round = 0; round < 4; round += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(ids(late.received)).toEqual([null, second.eventId]);
  });
});
