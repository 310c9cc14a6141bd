/**
 * Part 7, receipts: 100 confirmed buyers, each holding a piece of a drop, place their orders at the
 * same moment through REST (POST /api/orders, multipart with a proof, as the storefront's checkout
 * sends it), and the shop's own mail worker sends each buyer a receipt and the owner an alert through
 * SMTP to a real SMTP server in the bench's process (server/test/mail-catcher.ts) that takes a hosted
 * provider's time to accept each mail. The figure: from the burst's start until that server accepted
 * the last of the 100 receipts (the "a 100-order drop's receipts all sent within a minute on
 * one instance"). The burst's start, not the first answer: a buyer's wait starts when they press
 * "Place order", and placing the orders is part of what a drop asks of the instance.
 *
 * Beside it, the floor: the same 200 mails, byte for byte and in the order the shop queued them, sent
 * straight by nodemailer through a pool of the shop's size to the same server: the provider's pace
 * alone, with no queue, no composing and no database.
 */
import http from 'node:http';
import nodemailer from 'nodemailer';
import pg from 'pg';
import { SMTP_CONNECTIONS } from '../server/modules/mail/mail-transport.ts';
import { MailCatcher, type CaughtMail } from '../server/test/mail-catcher.ts';
import { percentile } from './format.ts';
import { send, statusesOf, type Reply } from './guests.ts';
import { cpuMs } from './processes.ts';
import { prepareCheckouts } from './receipts-checkout.ts';
import { ALERT, allArrived, inQueueOrder, ordersMails, RECEIPT, sendingOf, type Answered, type Arrival, type OrdersMails, type Sending } from './receipts-mails.ts';
import type { Shop } from './shop.ts';

export const ORDERS = 100;
/**
 * The SMTP server's pause between a mail's data and its "250 OK". A hosted provider (SES, Postmark,
 * SendGrid) stores a message durably before it answers, and from Manila its nearest region is tens of
 * ms away for each of MAIL, RCPT and DATA: a few hundred ms a mail on a kept-open connection. 250 ms
 * is the middle of that, and it is what turns 200 mails into a backlog rather than an instant.
 */
export const PROVIDER_DELAY_MS = 250;
/** Long past the budget, so a slow run still gives its figure; after this a mail counts as never sent. */
const MAIL_WAIT_MS = 300_000;

export type ReceiptsResult = {
  orders: number;
  providerDelayMs: number;
  /** The burst: answers by status, their latency, and when the first and the last came after its start. */
  placing: { statuses: Record<string, number>; placed: number; p50Ms: number | null; p95Ms: number | null; firstAnswerMs: number | null; lastAnswerMs: number | null };
  receipts: OrdersMails;
  alerts: OrdersMails;
  sending: Sending;
  /** The orders' mail records (the owner's timeline): sent, sent only after a retry, failed. */
  records: { sent: number; retried: number; failed: number };
  /** The shop's CPU time from the burst's start to the last answer, and from there to the last mail. */
  appCpuMs: { placing: number | null; sending: number | null };
  floor: { connections: number; mails: number; lastReceiptMs: number | null; allMs: number | null };
};

function orderIdOf(reply: Reply): number | null {
  if (reply.status !== 201) return null;
  try {
    return (JSON.parse(reply.body) as { data: { order: { id: number } } }).data.order.id;
  } catch {
    return null;
  }
}

async function waitForMails(arrivals: readonly Arrival[], orders: Answered, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!allArrived(arrivals, orders) && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}

async function mailRecords(db: pg.Client, orderIds: number[]): Promise<ReceiptsResult['records']> {
  const { rows } = await db.query<{ sent: number; retried: number; failed: number }>(
    `select count(*) filter (where state = 'sent')::int as sent, count(*) filter (where state = 'sent' and attempts > 1)::int as retried,
            count(*) filter (where state = 'failed')::int as failed
     from mails where about = any($1::text[])`,
    [orderIds.map((id) => `order:${id}`)],
  );
  return rows[0] ?? { sent: 0, retried: 0, failed: 0 };
}

/** The floor: the same mails sent at once through a nodemailer pool of the shop's size; each is timed to its server's "250 OK". */
async function sendStraight(smtpUrl: string, mails: CaughtMail[]): Promise<ReceiptsResult['floor']> {
  const transporter = nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: SMTP_CONNECTIONS });
  try {
    const startedAt = performance.now();
    const sent = await Promise.all(
      mails.map(async (mail) => {
        await transporter.sendMail({ envelope: { from: mail.from, to: mail.to }, raw: mail.raw });
        return { receipt: RECEIPT.test(mail.subject), ms: performance.now() - startedAt };
      }),
    );
    const last = (values: number[]) => (values.length === 0 ? null : Math.max(...values));
    return {
      connections: SMTP_CONNECTIONS,
      mails: mails.length,
      lastReceiptMs: last(sent.filter((mail) => mail.receipt).map((mail) => mail.ms)),
      allMs: last(sent.map((mail) => mail.ms)),
    };
  } finally {
    transporter.close();
  }
}

const difference = (later: number | null, earlier: number | null) => (later === null || earlier === null ? null : later - earlier);

/** `startInstance` starts a fresh shop on the seeded database, sending its mail to `smtpUrl`. */
export async function measureReceipts(options: { databaseUrl: string; startInstance: (smtpUrl: string) => Promise<Shop> }): Promise<ReceiptsResult> {
  const arrivals: Arrival[] = [];
  const catcher = new MailCatcher({ delayMs: PROVIDER_DELAY_MS, onMail: (mail) => arrivals.push({ mail, at: performance.now() }) });
  await catcher.start();
  const db = new pg.Client({ connectionString: options.databaseUrl });
  await db.connect();
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, maxFreeSockets: Infinity, keepAliveMsecs: 10_000 });
  let instance: Shop | null = null;
  try {
    instance = await options.startInstance(catcher.url);
    const shop = { agent, url: instance.url };
    const checkouts = await prepareCheckouts(db, shop, ORDERS);
    // Each buyer's connection is open beforehand, as a buyer's on the checkout page is.
    await Promise.all(checkouts.map(({ buyer }) => send(agent, shop.url, 'GET', '/healthz', buyer)));

    const cpuAtStart = await cpuMs(instance.pid);
    const startedAt = performance.now();
    const answers = await Promise.all(
      checkouts.map(async ({ buyer, form }) => {
        const reply = await send(agent, shop.url, 'POST', '/api/orders', buyer, form);
        return { reply, answeredAt: performance.now() };
      }),
    );
    const cpuAtLastAnswer = await cpuMs(instance.pid);
    // Each placed order's id, and when its buyer had the answer.
    const answered = new Map<number, number>();
    for (const { reply, answeredAt } of answers) {
      const id = orderIdOf(reply);
      if (id !== null) answered.set(id, answeredAt);
    }
    await waitForMails(arrivals, answered, MAIL_WAIT_MS);
    const cpuAtLastMail = await cpuMs(instance.pid);
    // The shop's mails only: the floor's copies of them arrive at the same server later.
    const delivered = [...arrivals];
    const records = await mailRecords(db, [...answered.keys()]);
    await instance.stop();
    instance = null;

    const latencies = answers.map(({ reply }) => reply.ms).sort((a, b) => a - b);
    const answerTimes = answers.map(({ answeredAt: at }) => at - startedAt);
    return {
      orders: ORDERS,
      providerDelayMs: PROVIDER_DELAY_MS,
      placing: {
        statuses: statusesOf(answers.map(({ reply }) => reply)),
        placed: answered.size,
        p50Ms: percentile(latencies, 50),
        p95Ms: percentile(latencies, 95),
        firstAnswerMs: Math.min(...answerTimes),
        lastAnswerMs: Math.max(...answerTimes),
      },
      receipts: ordersMails(delivered, RECEIPT, answered, startedAt),
      alerts: ordersMails(delivered, ALERT, answered, startedAt),
      sending: sendingOf(delivered, answered, startedAt),
      records,
      appCpuMs: { placing: difference(cpuAtLastAnswer, cpuAtStart), sending: difference(cpuAtLastMail, cpuAtLastAnswer) },
      floor: await sendStraight(catcher.url, inQueueOrder(delivered, answered)),
    };
  } finally {
    agent.destroy();
    await instance?.stop();
    await catcher.stop();
    await db.end();
  }
}
