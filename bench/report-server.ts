/** Part 3 and 6 of a run's report: the catalogue's API and the live stream, each beside its floor (part 4: report-drop.ts). */
import { FLOOR_OF, isAppPath, type ApiResult, type AppPath } from './api.ts';
import { BUDGETS } from './budgets.ts';
import { kB, MB, ms, num, pct, seconds, table, times, verdict } from './format.ts';
import type { LiveResult, LiveScenario } from './live.ts';
import type { LatencyStats } from './live-stats.ts';

export function formatApi(result: ApiResult): string {
  const out: string[] = [];
  out.push(
    `3. API  catalogue page 1 (24 products) on PostgreSQL, each path beside a floor answering its JSON; autocannon -c ${result.connections}, ` +
      `${result.seconds} s per target after ${result.warmupSeconds} s warm-up, ${result.rounds} rounds in alternating order (mean shown); ` +
      'loader, server and PostgreSQL share the machine',
  );
  out.push(
    table(
      ['target', 'path', 'req/s', 'vs its floor', 'p50', 'p99', 'peak RSS', 'idle RSS', 'body', 'non-2xx', 'errors', '≥ 60 % of floor', 'RSS ≤ 250 MB'],
      result.targets.map((target) => {
        const floor = !isAppPath(target.target);
        return [
          floor ? `${target.target}: node:http + pg` : target.target,
          target.url,
          num(target.requestsPerSecond),
          floor ? '1.00×' : times(target.ratioOfFloor),
          ms(target.p50Ms, 1),
          ms(target.p99Ms, 1),
          MB(target.peakRssBytes),
          MB(target.idleRssBytes),
          kB(target.responseBytes),
          String(target.non2xx),
          String(target.errors),
          floor ? '' : verdict(target.ratioOfFloor, BUDGETS.apiRatioOfFloor, pct, true),
          floor ? '' : verdict(target.peakRssBytes, BUDGETS.serverRssBytes, MB),
        ];
      }),
    ),
  );
  const same = (path: AppPath) => (result.sameJson[path] ? 'yes' : 'NO');
  out.push(`Same JSON as its floor: REST ${same('rest')} (${FLOOR_OF.rest}), tRPC data ${same('trpc')} (${FLOOR_OF.trpc})`);
  out.push(
    `Per round req/s: ${result.targets.map((target) => `${target.target} ${target.rounds.map((round) => num(round.requestsPerSecond)).join('/')}`).join('; ')}`,
  );
  return out.join('\n');
}

function latencyCells(stats: LatencyStats): string[] {
  return [num(stats.count), ms(stats.p50Ms, 1), ms(stats.p95Ms, 1), ms(stats.p99Ms, 1), ms(stats.maxMs, 1), mustBeZero(stats.lost)];
}

const mustBeZero = (count: number) => `${num(count)}${count === 0 ? '' : ' (MUST BE 0)'}`;

function liveRows(scenario: LiveScenario, floorP95: number | null): string[][] {
  const name = `${scenario.label}: ${num(scenario.streams)} streams on ${scenario.instances === 1 ? '1 instance' : `${scenario.instances} instances`}`;
  const vsFloor = (stats: LatencyStats) => (stats.p95Ms == null || !floorP95 ? '–' : times(stats.p95Ms / floorP95));
  const budget = (stats: LatencyStats) => verdict(stats.p95Ms, BUDGETS.liveEventP95Ms, (value) => ms(value));
  return [
    [name, 'hold request start (≥ commit)', ...latencyCells(scenario.fromHoldStart), vsFloor(scenario.fromHoldStart), budget(scenario.fromHoldStart)],
    ...(scenario.fromHoldStartOtherInstance
      ? [['', '  streams on the other instance only', ...latencyCells(scenario.fromHoldStartOtherInstance), vsFloor(scenario.fromHoldStartOtherInstance), '']]
      : []),
    ['', 'NOTIFY at a bare listener (≈ commit)', ...latencyCells(scenario.fromBareNotify), '', budget(scenario.fromBareNotify)],
    ['', 'hold answer (after commit)', ...latencyCells(scenario.fromHoldAnswer), '', ''],
    ['', 'the NOTIFY itself: hold start → bare listener', ...latencyCells(scenario.bareNotifyFromHoldStart), vsFloor(scenario.bareNotifyFromHoldStart), ''],
  ];
}

export function formatLive(result: LiveResult): string {
  const out: string[] = [];
  const floor = result.floor;
  out.push(
    `6. LIVE  GET /api/events streams (raw node:http in a process of their own), then ${result.pieces} guests hold one piece each through REST at once ` +
      `(POST /api/guest/cart/hold, spread over the instances); every stream must hear of every piece; PostgreSQL, one database`,
  );
  out.push(
    table(
      ['scenario', 'stream receipt measured from', 'receipts', 'p50', 'p95', 'p99', 'max', 'lost', 'p95 vs floor', 'p95 ≤ 250 ms'],
      [
        ...result.scenarios.flatMap((scenario) => liveRows(scenario, floor.fromQueryStart.p95Ms)),
        [
          `floor: ${floor.listeners} bare pg LISTEN`,
          `${floor.notifications} pg_notify at once (pool ${floor.poolSize}), query start`,
          ...latencyCells(floor.fromQueryStart),
          '1.00×',
          '(floor)',
        ],
        ['', 'pg_notify answer', ...latencyCells(floor.fromAnswer), '', ''],
      ],
    ),
  );
  out.push('');
  out.push(
    table(
      ['scenario', 'streams open', 'opened in', 'RSS idle', 'RSS with streams', 'peak in drop', 'RSS / 1,000 streams', 'CPU app / viewers', 'holds 200', 'hold p50/p95', 'same, streams closed', 'ids ≠ NOTIFY', 'dup', 'resets', 'not OnHold', 'stream errors'],
      result.scenarios.map((scenario) => [
        scenario.label,
        `${num(scenario.streamsOpened)}/${num(scenario.streams)}`,
        seconds(scenario.openMs),
        scenario.rss.map((rss) => MB(rss.idleBytes)).join(' + '),
        scenario.rss.map((rss) => MB(rss.withStreamsBytes)).join(' + '),
        scenario.rss.map((rss) => MB(rss.peakDuringDropBytes)).join(' + '),
        MB(scenario.rssPerThousandStreamsBytes),
        `${scenario.cpuDuringDropMs.instances.map((value) => ms(value)).join(' + ')} / ${ms(scenario.cpuDuringDropMs.viewers)}`,
        `${scenario.holds.ok}/${scenario.pieces}`,
        `${ms(scenario.holds.p50Ms)} / ${ms(scenario.holds.p95Ms)}`,
        `${ms(scenario.holdsWithoutStreams.p50Ms)} / ${ms(scenario.holdsWithoutStreams.p95Ms)}${scenario.holdsWithoutStreams.ok === scenario.pieces ? '' : ` (${scenario.holdsWithoutStreams.ok} ok)`}`,
        mustBeZero(scenario.idsNotMatchingNotify),
        mustBeZero(scenario.duplicates),
        mustBeZero(scenario.resets),
        mustBeZero(scenario.notOnHold),
        mustBeZero(scenario.streamErrors + scenario.streamsClosedEarly),
      ]),
    ),
  );
  out.push(
    'Receipt = when the chunk carrying the event reached the viewers\' process. The commit has no readable timestamp: the hold request starts before it ' +
      '(that row is an upper bound: it also counts the hold\'s own wait), a bare listener hears its NOTIFY just after it (about the floor\'s p50 later: the best estimate, ' +
      'and the app\'s fan-out alone), the HTTP answer comes after it. The budget is met for sure when the upper bound meets it. ' +
      'CPU = used from the holds\' start until every event was in, by the app and by the viewers\' process (the load generator shares the cores). ' +
      '"Same, streams closed": as many holds again on other pieces, on the same warm instances, after the streams closed: what the open streams cost a hold.',
  );
  return out.join('\n');
}

