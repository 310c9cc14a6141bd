import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { comparableReference } from '../../../shared/payments.ts';
import { LATE_PAYMENT_WINDOW_MS, matchStatement, replacesVerdict, verdictGrounds, type Credit, type OpenOrder } from './statement-matching.ts';

const MINUTE = 60_000;
const T0 = new Date('2026-11-30T02:00:00Z').getTime();
const at = (minutes: number) => new Date(T0 + minutes * MINUTE);

const order = (id: number, amountCentavos: number, fields: Partial<OpenOrder> = {}): OpenOrder => ({
  id,
  amountCentavos,
  reference: null,
  payableFrom: at(0),
  payableUntil: at(30),
  ...fields,
});
const credit = (line: number, amountCentavos: number, minutes: number, reference: string | null = null): Credit => ({ line, amountCentavos, at: at(minutes), reference });
/** A statement spanning the whole day around the orders, as a day's GCash history does. */
const DAY = { from: at(-600), to: at(600) };

describe("matching open orders to the owner's statement", () => {
  it('finds an order paid by its reference, and says which line paid it', () => {
    const paid = credit(3, 124_963, 12, '1234567890123');
    const { verdicts, unmatched } = matchStatement([order(1, 124_963, { reference: '1234567890123' })], [credit(1, 50_000, 5), paid], DAY);
    expect(verdicts.get(1)).toEqual({ kind: 'paid', credit: paid });
    expect(unmatched.map(({ line }) => line)).toEqual([1]);
  });

  it('says the amount differs when the reference is found with another amount', () => {
    const short = credit(1, 120_000, 12, '1234567890123');
    expect(matchStatement([order(1, 124_963, { reference: '1234567890123' })], [short], DAY).verdicts.get(1)).toEqual({ kind: 'amount-differs', credit: short });
  });

  it('says no such reference when a statement covering the order has neither its reference nor its amount', () => {
    const verdict = matchStatement([order(1, 124_963, { reference: '1234567890123' })], [credit(1, 99_900, 12, '9999999999999')], DAY).verdicts.get(1);
    expect(verdict).toEqual({ kind: 'no-such-reference' });
  });

  it('finds an order by its exact amount, centavos and all, while it was payable', () => {
    const paid = credit(2, 124_963, 20);
    const { verdicts } = matchStatement([order(1, 124_963), order(2, 125_000)], [credit(1, 125_000, -90), paid], DAY);
    expect(verdicts.get(1)).toEqual({ kind: 'paid', credit: paid });
    // Paid before the order could be paid: another payment, not this one.
    expect(verdicts.get(2)).toEqual({ kind: 'not-in-statement' });
  });

  it('says paid after the hold lapsed for a payment that came late, and not for one a day later', () => {
    const late = credit(1, 124_963, 45);
    expect(matchStatement([order(1, 124_963)], [late], DAY).verdicts.get(1)).toEqual({ kind: 'paid-after-hold', credit: late });
    const dayLater = credit(1, 124_963, 30 + LATE_PAYMENT_WINDOW_MS / MINUTE + 1);
    expect(matchStatement([order(1, 124_963)], [dayLater], { from: at(-600), to: dayLater.at }).verdicts.get(1)).toEqual({ kind: 'not-in-statement' });
  });

  it("never takes a credit inside one order's window as an earlier order's late payment", () => {
    const earlier = order(1, 124_963, { payableFrom: at(-120), payableUntil: at(-90) });
    const current = order(2, 124_963);
    const paid = credit(1, 124_963, 20);
    const { verdicts } = matchStatement([earlier, current], [paid], DAY);
    expect(verdicts.get(2)).toEqual({ kind: 'paid', credit: paid });
    expect(verdicts.get(1)).toEqual({ kind: 'not-in-statement' });
  });

  it('takes no credit whose reference names another payment, whatever its amount', () => {
    const verdict = matchStatement([order(1, 124_963, { reference: '1111111111111' })], [credit(1, 124_963, 10, '2222222222222')], DAY).verdicts.get(1);
    expect(verdict).toEqual({ kind: 'no-such-reference' });
  });

  it('says not yet in a statement for an order the statement does not reach', () => {
    const verdict = matchStatement([order(1, 124_963, { reference: '1234567890123' })], [credit(1, 5_000, -300)], { from: at(-600), to: at(-200) }).verdicts.get(1);
    expect(verdict).toEqual({ kind: 'not-in-statement' });
  });

  it('reads a reference as receipts group it', () => {
    expect(comparableReference('1234 567 890123')).toBe('1234567890123');
    expect(comparableReference(' ab-12 ')).toBe('AB12');
    expect(comparableReference('  ')).toBeNull();
  });

  it('pays each order with at most one credit and uses each credit for at most one order', () => {
    const amounts = fc.constantFrom(50_000, 124_963, 125_000, 99_950);
    const references = fc.option(fc.constantFrom('1111111111111', '2222222222222', '3333333333333'), { nil: null });
    const orders = fc.uniqueArray(fc.record({ id: fc.integer({ min: 1, max: 50 }), amount: amounts, reference: references, start: fc.integer({ min: 0, max: 120 }) }), {
      selector: (item) => item.id,
      maxLength: 12,
    });
    const credits = fc.array(fc.record({ amount: amounts, reference: references, minutes: fc.integer({ min: -60, max: 300 }) }), { maxLength: 12 });
    fc.assert(
      fc.property(orders, credits, (drawnOrders, drawnCredits) => {
        const open = drawnOrders.map((item) => order(item.id, item.amount, { reference: item.reference, payableFrom: at(item.start), payableUntil: at(item.start + 30) }));
        const lines = drawnCredits.map((item, index) => credit(index + 1, item.amount, item.minutes, item.reference));
        const { verdicts, unmatched } = matchStatement(open, lines, DAY);
        expect([...verdicts.keys()].sort()).toEqual(open.map(({ id }) => id).sort());
        const paidWith = [...verdicts.values()].flatMap((verdict) => ('credit' in verdict ? [verdict.credit] : []));
        expect(new Set(paidWith).size).toBe(paidWith.length);
        expect(paidWith.length + unmatched.length).toBe(lines.length);
        for (const [id, verdict] of verdicts) {
          if (verdict.kind !== 'paid') continue;
          const paid = open.find((item) => item.id === id);
          expect(verdict.credit.amountCentavos).toBe(paid?.amountCentavos);
        }
      }),
    );
  });

  it("lets a statement replace an order's verdict only with as much or more to go on", () => {
    const REFERENCE = '7012345678901';
    const byReference = verdictGrounds('paid', REFERENCE, REFERENCE);
    const byAmount = verdictGrounds('paid', null, REFERENCE);
    const missing = verdictGrounds('no-such-reference', null, REFERENCE);
    const unreached = verdictGrounds('not-in-statement', null, REFERENCE);
    expect([byReference, byAmount, missing, unreached]).toEqual([3, 2, 1, 0]);
    expect(verdictGrounds('amount-differs', REFERENCE, REFERENCE)).toBe(byReference);
    expect(replacesVerdict(unreached, null)).toBe(true);
    expect(replacesVerdict(unreached, byAmount)).toBe(false);
    expect(replacesVerdict(unreached, missing)).toBe(false);
    expect(replacesVerdict(missing, unreached)).toBe(true);
    expect(replacesVerdict(byAmount, byReference)).toBe(false);
    expect(replacesVerdict(byReference, byAmount)).toBe(true);
    // Two lines on the same grounds: the statement checked later stands.
    expect(replacesVerdict(byAmount, byAmount)).toBe(true);
  });
});
