/**
 * Part 7's reading of what the SMTP server received: which placed order each mail is about (by its
 * subject, as order-receipt.mail.ts and new-order-alert.mail.ts write it), and when it came.
 */
import type { CaughtMail } from '../server/test/mail-catcher.ts';
import { latencyStats, type LatencyStats } from './live-stats.ts';

/** A mail the server accepted, and when (performance.now() in the bench's process). */
export type Arrival = { mail: CaughtMail; at: number };

/** The placed orders: each one's id and when its buyer had the answer. */
export type Answered = ReadonlyMap<number, number>;

export const RECEIPT = /^Your Ukay order #(\d+)$/;
export const ALERT = /^New order #(\d+) from /;

/** One kind of the orders' mails: how many came, when the last came (after the burst's start), and each one's delay after its order's answer. */
export type OrdersMails = { received: number; lastMs: number | null; afterAnswer: LatencyStats };

/** The server's view of the shop's sending: its first and last mail of these orders after the burst's start, and the pace between. */
export type Sending = { firstMs: number | null; lastMs: number | null; mailsPerSecond: number | null };

/** The first arrival of each placed order's mail of one kind (`pattern` reads the order's id off the subject). */
function arrivalsOf(arrivals: readonly Arrival[], pattern: RegExp, orders: Answered): Map<number, Arrival> {
  const byOrder = new Map<number, Arrival>();
  for (const arrival of arrivals) {
    const id = Number(pattern.exec(arrival.mail.subject)?.[1]);
    if (orders.has(id) && !byOrder.has(id)) byOrder.set(id, arrival);
  }
  return byOrder;
}

export function allArrived(arrivals: readonly Arrival[], orders: Answered): boolean {
  return arrivalsOf(arrivals, RECEIPT, orders).size === orders.size && arrivalsOf(arrivals, ALERT, orders).size === orders.size;
}

/** `lastMs` only once every order's mail came: the figure is for all of them. */
export function ordersMails(arrivals: readonly Arrival[], pattern: RegExp, orders: Answered, startedAt: number): OrdersMails {
  const byOrder = arrivalsOf(arrivals, pattern, orders);
  const delays = [...byOrder].map(([id, arrival]) => arrival.at - (orders.get(id) ?? arrival.at));
  const complete = byOrder.size > 0 && byOrder.size === orders.size;
  return {
    received: byOrder.size,
    lastMs: complete ? Math.max(...[...byOrder.values()].map((arrival) => arrival.at)) - startedAt : null,
    afterAnswer: latencyStats(delays, orders.size),
  };
}

export function sendingOf(arrivals: readonly Arrival[], orders: Answered, startedAt: number): Sending {
  const times = [...arrivalsOf(arrivals, RECEIPT, orders).values(), ...arrivalsOf(arrivals, ALERT, orders).values()].map((arrival) => arrival.at - startedAt);
  if (times.length === 0) return { firstMs: null, lastMs: null, mailsPerSecond: null };
  const first = Math.min(...times);
  const last = Math.max(...times);
  return { firstMs: first, lastMs: last, mailsPerSecond: last > first ? ((times.length - 1) * 1000) / (last - first) : null };
}

/** The orders' mails as the shop queued them: each order's receipt, then its alert (order-placement.service.ts). */
export function inQueueOrder(arrivals: readonly Arrival[], orders: Answered): CaughtMail[] {
  const receipts = arrivalsOf(arrivals, RECEIPT, orders);
  const alerts = arrivalsOf(arrivals, ALERT, orders);
  return [...orders.keys()].sort((a, b) => a - b).flatMap((id) => [receipts.get(id), alerts.get(id)].flatMap((arrival) => (arrival ? [arrival.mail] : [])));
}
