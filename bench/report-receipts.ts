/** Part 7 of a run's report: a drop's 100 orders at once, and how soon their mails were sent. */
import { BUDGETS } from './budgets.ts';
import { ms, num, seconds, table, verdict } from './format.ts';
import type { ReceiptsResult } from './receipts.ts';
import type { OrdersMails } from './receipts-mails.ts';

const statuses = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([status, count]) => `${status} ×${num(count)}`)
    .join(', ');

const perSecond = (value: number | null) => (value === null ? '–' : `${num(value, 1)}/s`);

function mailRow(label: string, mails: OrdersMails, result: ReceiptsResult, budget: string): string[] {
  const fromFirstAnswer = mails.lastMs === null || result.placing.firstAnswerMs === null ? null : mails.lastMs - result.placing.firstAnswerMs;
  const { afterAnswer } = mails;
  return [label, `${num(mails.received)}/${num(result.placing.placed)}`, seconds(mails.lastMs), seconds(fromFirstAnswer), seconds(afterAnswer.p50Ms), seconds(afterAnswer.p95Ms), seconds(afterAnswer.maxMs), budget];
}

export function formatReceipts(result: ReceiptsResult): string {
  const { placing, sending, floor, records, appCpuMs } = result;
  const out: string[] = [];
  out.push(
    `7. RECEIPTS  ${num(result.orders)} confirmed accounts, each holding one piece of a drop, place their orders at once through REST ` +
      `(POST /api/orders, multipart with a phone-sized proof); one fresh instance's mail worker sends each buyer's receipt and the owner's alert ` +
      `through SMTP to a server that takes ${ms(result.providerDelayMs)} to accept each mail (a hosted provider's pace); times from the burst's start`,
  );
  out.push(
    table(
      ['mails', 'received', 'last', 'last after 1st answer', 'each after its order p50', 'p95', 'max', `receipts ≤ ${seconds(BUDGETS.receiptsAllSentMs)}`],
      [
        mailRow("buyers' receipts", result.receipts, result, verdict(result.receipts.lastMs, BUDGETS.receiptsAllSentMs, seconds)),
        mailRow("owner's new-order alerts", result.alerts, result, ''),
        [
          `floor: the same ${num(floor.mails)} straight (nodemailer, pool of ${floor.connections})`,
          num(floor.mails),
          `${seconds(floor.lastReceiptMs)} (receipts)`,
          '',
          '',
          '',
          '',
          `all ${seconds(floor.allMs)}`,
        ],
      ],
    ),
  );
  const floorPace = floor.allMs ? (floor.mails * 1000) / floor.allMs : null;
  out.push(
    `Orders: ${statuses(placing.statuses)}; answered p50 ${ms(placing.p50Ms)}, p95 ${ms(placing.p95Ms)}, first at ${seconds(placing.firstAnswerMs)}, ` +
      `last at ${seconds(placing.lastAnswerMs)}; shop CPU ${ms(appCpuMs.placing)} until the last answer, ${ms(appCpuMs.sending)} after it until the last mail`,
  );
  out.push(
    `Sending: first mail at ${seconds(sending.firstMs)}, last at ${seconds(sending.lastMs)}, ${perSecond(sending.mailsPerSecond)} between ` +
      `(floor ${perSecond(floorPace)}); records: ${num(records.sent)} sent (${num(records.retried)} after a retry), ${num(records.failed)} failed`,
  );
  return out.join('\n');
}
