/** Part 4 of a run's report: the drop's race in its opening, the buyers beside pgbench, and the bot apart. */
import { BUDGETS } from './budgets.ts';
import { pgbenchTimeMs, type DropResult } from './drop.ts';
import { ms, num, table, times, verdict } from './format.ts';

const mustBeZero = (count: number) => `${num(count)}${count === 0 ? '' : ' (MUST BE 0)'}`;
const kinds = (counts: Record<string, number>) =>
  Object.entries(counts)
    .sort(([, a], [, b]) => b - a)
    .map(([kind, count]) => `${kind} ×${num(count)}`)
    .join(', ');

export function formatDrop(result: DropResult): string {
  const out: string[] = [];
  const { race, bot, sharedAddress, opening } = result;
  out.push(
    `4. DROP  ${num(result.buyers)} confirmed accounts, one piece each drawn from a drop of ${result.pieces} pieces, all pressing hold at once ` +
      `through REST (POST /api/cart/hold) on PostgreSQL, ${opening.minutesIn.toFixed(1)} of the drop's ${opening.minutes} opening minutes in ` +
      `(${opening.perInbox} per inbox); ${num(sharedAddress.buyers)} of them on one address; a bot beside them; connections opened beforehand`,
  );
  out.push(
    table(
      ['', 'holds/s', 'p50', 'p95', 'p99', 'winners', 'pieces held', 'double holds', 'partial holds', '5xx', 'p95 ≤ 1.5× pgbench time'],
      [
        [
          'app (REST), buyers',
          num(race.holdsPerSecond),
          ms(race.p50Ms),
          ms(race.p95Ms),
          ms(race.p99Ms),
          num(race.winners),
          `${race.piecesHeld}/${result.pieces}`,
          mustBeZero(race.doubleHolds),
          mustBeZero(race.partialHolds),
          mustBeZero(race.serverErrors),
          verdict(race.p95Ms, BUDGETS.holdP95OfPgbenchTime * (pgbenchTimeMs(result) ?? Number.NaN), (value) => ms(value)),
        ],
        result.pgbench
          ? [
              `pgbench -c ${result.pgbench.clients} (${num(result.pgbench.transactions)} tx)`,
              num(result.pgbench.tps),
              ms(result.pgbench.p50Ms, 1),
              ms(result.pgbench.p95Ms, 1),
              ms(result.pgbench.p99Ms, 1),
              num(result.pgbench.winners),
              `${result.pgbench.piecesHeld}/${result.pieces}`,
              '',
              '',
              '',
              `(floor: ${num(result.buyers)} in ${ms(pgbenchTimeMs(result))})`,
            ]
          : ['pgbench', `failed: ${(result.pgbenchError ?? '').split('\n')[0]?.slice(0, 80) ?? ''}`],
        [
          `GET /healthz, same ${num(result.buyers)}`,
          num(result.healthz.requestsPerSecond),
          ms(result.healthz.p50Ms),
          ms(result.healthz.p95Ms),
          ms(result.healthz.p99Ms),
          '',
          '',
          '',
          '',
          result.healthz.failed === 0 ? '' : `${result.healthz.failed} failed`,
          '(HTTP floor)',
        ],
      ],
    ),
  );
  out.push(
    `Buyers: ${ms(race.wallMs)} until the last was answered, max ${ms(race.maxMs)}, answers ${kinds(race.answers)}; ` +
      `winners without their pieces ${race.winnersWithoutTheirPieces}, transport errors ${race.transportErrors}; ` +
      `app holds/s vs pgbench tps ${result.pgbench?.tps ? times(race.holdsPerSecond / result.pgbench.tps) : '–'}`,
  );
  out.push(
    `Behind one address (${sharedAddress.address}): ${num(sharedAddress.buyers)} buyers, ${num(sharedAddress.ok)} held, ` +
      `${num(sharedAddress.conflicts)} refused (409), refused for the address ${mustBeZero(sharedAddress.refusedForAddress)}`,
  );
  out.push(
    `Bot (${bot.address}, ${bot.accounts} confirmed accounts, ${num(bot.guests)} fresh guest ids): ends with ${bot.piecesHeld} of ${result.pieces} pieces ` +
      `(≤ ${BUDGETS.botPiecesInOpening}: ${bot.piecesHeld <= BUDGETS.botPiecesInOpening ? 'ok' : 'OVER'}; ${bot.piecesHeldByGuests} by its guests); ` +
      `${num(bot.holds)} holds, ${num(bot.holdsOk)} answered 200, answers ${kinds(bot.answers)}; ` +
      `second pieces carted ${bot.secondPieces}; last answer at ${ms(bot.lastAnswerMs)}`,
  );
  out.push(
    `Filling the carts first (buyers' and bot's): ${num(result.adds.requests)} adds at ${num(result.adds.perSecond)}/s (50 at a time), ` +
      `failed ${result.adds.failed}, 5xx ${result.adds.serverErrors}, carts not as planned ${result.adds.cartsNotAsPlanned}`,
  );
  return out.join('\n');
}
