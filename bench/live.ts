/**
 * Part 6, live events: thousands of `GET /api/events` streams open on one app instance (A) or split
 * over two on one PostgreSQL (B), then a drop: guests hold one piece each through REST, all at once,
 * and every stream should hear of every piece. Per stream × piece it measures when the event arrived
 * against three clocks, because the commit itself has no timestamp the bench can read:
 * - the hold request's start: an upper bound on "from commit" (the commit is later; this also counts
 *   the hold's own wait), so the budget is surely met when this meets it;
 * - a bare `pg` client LISTENing on the app's channel: it hears the hold's NOTIFY right after the
 *   commit (the floor's latency later), so stream receipt minus that is the app's own fan-out;
 * - the hold's HTTP answer: after the commit, so negative when the event beat the answer.
 * Beside it, the floor: NOTIFY alone to bare `pg` listeners (live-floor.ts).
 */
import http from 'node:http';
import pg from 'pg';
import { LIVE_CHANNEL } from '../server/modules/pieces/pieces.ts';
import { LIVE_EVENTS_PATH } from '../shared/live-events.ts';
import { listenBare, measureNotifyFloor, type LiveFloor } from './live-floor.ts';
import type { StreamsReport } from './live-protocol.ts';
import { guestsWithCarts, holdAtOnce, holdStats, type Hold, type HoldStats } from './live-holds.ts';
import { latencyStats, type LatencyStats } from './live-stats.ts';
import { startViewers } from './live-viewers.ts';
import { cpuMs, rssBytes, sampleRss } from './processes.ts';
import type { Shop } from './shop.ts';

export type LiveScenario = {
  label: string;
  instances: number;
  streams: number;
  pieces: number;
  streamsOpened: number;
  openMs: number;
  /** Hold request start → stream receipt: an upper bound on commit → receipt. */
  fromHoldStart: LatencyStats;
  /** The hold's NOTIFY at a bare listener (≈ commit) → stream receipt: the app's fan-out. */
  fromBareNotify: LatencyStats;
  /** As fromHoldStart, only streams on another instance than the one that took the hold (B). */
  fromHoldStartOtherInstance: LatencyStats | null;
  /** Hold answer → stream receipt (negative: the event came first). */
  fromHoldAnswer: LatencyStats;
  /** Hold request start → the NOTIFY at the bare listener: the hold itself, up to its commit. */
  bareNotifyFromHoldStart: LatencyStats;
  /** The drop's holds, with every stream open. */
  holds: HoldStats;
  /** The control: as many holds on the same instances once the streams are closed, so their cost to a hold shows. */
  holdsWithoutStreams: HoldStats;
  /** Receipts whose SSE id differs from the event id the hold's NOTIFY carried. */
  idsNotMatchingNotify: number;
  duplicates: number;
  resets: number;
  notOnHold: number;
  streamErrors: number;
  streamsClosedEarly: number;
  /** CPU used from the holds' start until every event was in: by each app instance, and by the viewers' process. */
  cpuDuringDropMs: { instances: (number | null)[]; viewers: number };
  rss: { idleBytes: number | null; withStreamsBytes: number | null; peakDuringDropBytes: number | null }[];
  /** Mean over instances of (RSS with streams − idle) per 1,000 streams open on that instance. */
  rssPerThousandStreamsBytes: number | null;
};

export type LiveResult = { streams: number; pieces: number; scenarios: LiveScenario[]; floor: LiveFloor };


const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function runScenario(options: {
  label: string;
  instances: Shop[];
  databaseUrl: string;
  db: pg.Client;
  streams: number;
  pieces: number;
  /** Where this scenario's guests take their addresses, apart from every other part's. */
  addressBase: number;
}): Promise<LiveScenario> {
  const { instances } = options;
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, keepAliveMsecs: 10_000 });
  const guests = await guestsWithCarts({ ...options, agent, skuPrefix: `LIVE-${options.label}-` });
  const pieceIds = guests.map((guest) => guest.piece);
  const viewers = startViewers();
  const bare = await listenBare(options.databaseUrl, LIVE_CHANNEL);
  let viewersOpen = true;
  try {
    await viewers.next('started', 10_000);
    await settle(500);
    const idle = await Promise.all(instances.map((shop) => rssBytes(shop.pid)));

    const urls = Array.from({ length: options.streams }, (_, index) => (instances[index % instances.length] as Shop).url + LIVE_EVENTS_PATH);
    viewers.send({ type: 'open', urls, concurrency: 100 });
    const opened = await viewers.next('opened', 60_000);
    if (opened.opened === 0) throw new Error(`No event stream opened: ${opened.firstFailure}`);
    await settle(1000);
    const withStreams = await Promise.all(instances.map((shop) => rssBytes(shop.pid)));

    viewers.send({ type: 'expect', pieceIds });
    await viewers.next('expecting', 10_000);
    const samplers = instances.map((shop) => sampleRss(shop.pid, 100));
    const cpuBefore = await Promise.all(instances.map((shop) => cpuMs(shop.pid)));
    const drop = await holdAtOnce(agent, guests);
    // Every event should be out within a second or two; 20 s leaves room for a very busy machine.
    await viewers.next('complete', 20_000).catch(() => null);
    // A little longer, so that a duplicate or a late reset would still be counted.
    await settle(300);
    const cpuAfter = await Promise.all(instances.map((shop) => cpuMs(shop.pid)));
    const peaks = await Promise.all(samplers.map((sampler) => sampler.stop()));
    viewers.send({ type: 'report' });
    const report = await viewers.next('report', 30_000);
    const cpu = cpuBefore.map((before, index) => {
      const after = cpuAfter[index];
      return before == null || after == null ? null : after - before;
    });

    // The control: as many holds again on other pieces, on the same warm instances, with every stream closed.
    viewers.send({ type: 'close' });
    viewersOpen = false;
    await viewers.child.exited;
    await settle(500);
    const quietGuests = await guestsWithCarts({ ...options, agent, skuPrefix: `LIVE-${options.label}-QUIET-`, addressBase: options.addressBase + options.pieces });
    const quiet = await holdAtOnce(agent, quietGuests);

    return summarise({ ...options, pieceIds, drop, quiet, report, bare, opened, idle, withStreams, peaks: peaks.map((peak) => peak.peak), cpu });
  } finally {
    if (viewersOpen && viewers.child.process.connected) viewers.send({ type: 'close' });
    await viewers.child.stop(3000);
    await bare.stop();
    agent.destroy();
  }
}


function summarise(input: {
  label: string;
  instances: Shop[];
  streams: number;
  pieces: number;
  pieceIds: number[];
  drop: { holds: Hold[]; wallMs: number };
  quiet: { holds: Hold[]; wallMs: number };
  report: StreamsReport;
  bare: { received: Map<number, { at: number; eventId: string }> };
  opened: { opened: number; ms: number };
  idle: (number | null)[];
  withStreams: (number | null)[];
  peaks: (number | null)[];
  cpu: (number | null)[];
}): LiveScenario {
  const fromStart: number[] = [];
  const fromStartOtherInstance: number[] = [];
  const fromNotify: number[] = [];
  const fromAnswer: number[] = [];
  let idsNotMatchingNotify = 0;
  input.report.receivedAt.forEach((receipts, stream) => {
    receipts.forEach((at, pieceIndex) => {
      if (at === 0) return;
      const hold = input.drop.holds[pieceIndex];
      const notify = input.bare.received.get(input.pieceIds[pieceIndex] ?? 0);
      if (!hold) return;
      fromStart.push(at - hold.startedAt);
      // Stream s is on instance s mod k and hold p went through instance p mod k (runScenario).
      if (stream % input.instances.length !== pieceIndex % input.instances.length) fromStartOtherInstance.push(at - hold.startedAt);
      fromAnswer.push(at - hold.answeredAt);
      if (notify) {
        fromNotify.push(at - notify.at);
        if (input.report.eventIds[stream]?.[pieceIndex] !== notify.eventId) idsNotMatchingNotify++;
      }
    });
  });
  const expected = input.report.receivedAt.length * input.pieces;
  const notifyFromStart = input.drop.holds.flatMap((hold) => {
    const notify = input.bare.received.get(hold.piece);
    return notify ? [notify.at - hold.startedAt] : [];
  });
  const growth = input.instances.map((_, index) => {
    const idle = input.idle[index];
    const loaded = input.withStreams[index];
    return idle == null || loaded == null ? null : ((loaded - idle) / (input.streams / input.instances.length)) * 1000;
  });
  const measured = growth.filter((value): value is number => value !== null);
  return {
    label: input.label,
    instances: input.instances.length,
    streams: input.streams,
    pieces: input.pieces,
    streamsOpened: input.opened.opened,
    openMs: input.opened.ms,
    fromHoldStart: latencyStats(fromStart, expected),
    fromHoldStartOtherInstance:
      input.instances.length > 1 ? latencyStats(fromStartOtherInstance, expected * (1 - 1 / input.instances.length)) : null,
    fromBareNotify: latencyStats(fromNotify, expected),
    fromHoldAnswer: latencyStats(fromAnswer, expected),
    bareNotifyFromHoldStart: latencyStats(notifyFromStart, input.pieces),
    holds: holdStats(input.drop),
    holdsWithoutStreams: holdStats(input.quiet),
    idsNotMatchingNotify,
    duplicates: input.report.duplicates,
    resets: input.report.resets,
    notOnHold: input.report.notOnHold,
    streamErrors: input.report.errors,
    streamsClosedEarly: input.report.closedEarly,
    cpuDuringDropMs: { instances: input.cpu, viewers: input.report.cpuMs },
    rss: input.instances.map((_, index) => ({
      idleBytes: input.idle[index] ?? null,
      withStreamsBytes: input.withStreams[index] ?? null,
      peakDuringDropBytes: input.peaks[index] ?? null,
    })),
    rssPerThousandStreamsBytes: measured.length === 0 ? null : measured.reduce((sum, value) => sum + value, 0) / measured.length,
  };
}

/**
 * Floor first (nothing else running), then A on one fresh instance, then B on two; each scenario
 * its own fresh pieces, guests and instances, so one's streams or holds never weigh on the next.
 */
export async function measureLive(options: {
  databaseUrl: string;
  startInstance: () => Promise<Shop>;
  /** Streams open in each scenario: all on one instance in A, split evenly over two in B. */
  streams: number;
  pieces: number;
}): Promise<LiveResult> {
  const floor = await measureNotifyFloor({ databaseUrl: options.databaseUrl, listeners: 2, notifications: options.pieces, poolSize: 10 });
  const db = new pg.Client({ connectionString: options.databaseUrl });
  await db.connect();
  const scenarios: LiveScenario[] = [];
  try {
    const plans = [
      { label: 'A', instances: 1 },
      { label: 'B', instances: 2 },
    ];
    for (const [index, plan] of plans.entries()) {
      const instances: Shop[] = [];
      try {
        for (let count = 0; count < plan.instances; count++) instances.push(await options.startInstance());
        scenarios.push(
          await runScenario({
            label: plan.label,
            instances,
            databaseUrl: options.databaseUrl,
            db,
            streams: options.streams,
            pieces: options.pieces,
            addressBase: 20_000 + index * 10_000,
          }),
        );
      } finally {
        await Promise.all(instances.map((shop) => shop.stop()));
      }
    }
  } finally {
    await db.end();
  }
  return { streams: options.streams, pieces: options.pieces, scenarios, floor };
}
