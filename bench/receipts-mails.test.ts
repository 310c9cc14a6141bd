import { describe, expect, it } from 'vitest';
import { readMail } from '../server/test/mail-catcher.ts';
import { ALERT, allArrived, inQueueOrder, ordersMails, RECEIPT, sendingOf, type Arrival } from './receipts-mails.ts';

const arrival = (subject: string, at: number): Arrival => ({ mail: readMail(`Subject: ${subject}\r\n\r\nbody`), at });
const receipt = (id: number, at: number) => arrival(`Your Ukay order #${id}`, at);
const alert = (id: number, at: number) => arrival(`New order #${id} from Bench buyer ${id}: ₱500.00`, at);

// Orders 7 and 8, answered 1 s and 2 s after a burst that started at 10 s.
const answered = new Map([
  [7, 11_000],
  [8, 12_000],
]);

describe("part 7's reading of the SMTP server's mails", () => {
  it('times the last receipt from the burst and each from its own order, ignoring other orders and repeats', () => {
    const arrivals = [receipt(8, 14_000), alert(8, 14_500), receipt(99, 15_000), receipt(7, 16_000), receipt(7, 30_000), alert(7, 16_500)];
    expect(ordersMails(arrivals, RECEIPT, answered, 10_000)).toMatchObject({ received: 2, lastMs: 6_000, afterAnswer: { count: 2, lost: 0, p50Ms: 2_000, maxMs: 5_000 } });
    expect(ordersMails(arrivals, ALERT, answered, 10_000)).toMatchObject({ received: 2, lastMs: 6_500 });
    expect(allArrived(arrivals, answered)).toBe(true);
    expect(sendingOf(arrivals, answered, 10_000)).toEqual({ firstMs: 4_000, lastMs: 6_500, mailsPerSecond: 1.2 });
  });

  it('gives no last receipt until every order has one', () => {
    const arrivals = [receipt(7, 16_000), alert(7, 16_500), alert(8, 17_000)];
    expect(ordersMails(arrivals, RECEIPT, answered, 10_000)).toMatchObject({ received: 1, lastMs: null, afterAnswer: { lost: 1 } });
    expect(allArrived(arrivals, answered)).toBe(false);
  });

  it('hands the floor the mails in the order the shop queued them: by order, each receipt before its alert', () => {
    const arrivals = [alert(8, 1), receipt(7, 2), receipt(8, 3), alert(7, 4)];
    expect(inQueueOrder(arrivals, answered).map((mail) => mail.subject)).toEqual([
      'Your Ukay order #7',
      'New order #7 from Bench buyer 7: ₱500.00',
      'Your Ukay order #8',
      'New order #8 from Bench buyer 8: ₱500.00',
    ]);
  });
});
