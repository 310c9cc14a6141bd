import { describe, expect, it } from 'vitest';
import { REFERENCE_MESSAGES } from '../../../shared/payments.ts';
import { CHECKOUT_MESSAGES } from '../../../shared/schemas/orders.ts';
import { amountSentNote, EMPTY_PAYMENT, paymentFields, paymentProblems } from './payment-details.ts';

describe('step 2’s payment details', () => {
  it('are all optional', () => {
    expect(paymentProblems(EMPTY_PAYMENT)).toEqual({ reference: null, amountSent: null });
    expect(paymentFields(EMPTY_PAYMENT)).toEqual({});
  });

  it('want GCash’s 13 digits, spaces allowed, and any bank reference up to 64 characters', () => {
    expect(paymentProblems({ ...EMPTY_PAYMENT, method: 'GCash', reference: '1234 567 890123' }).reference).toBeNull();
    expect(paymentProblems({ ...EMPTY_PAYMENT, method: 'GCash', reference: '1234 567 89012' }).reference).toBe(REFERENCE_MESSAGES.gcash);
    expect(paymentProblems({ ...EMPTY_PAYMENT, method: 'Bank transfer', reference: 'FT-2026 ABC' }).reference).toBeNull();
    expect(paymentProblems({ ...EMPTY_PAYMENT, method: 'Bank transfer', reference: 'x'.repeat(65) }).reference).toBe(REFERENCE_MESSAGES.tooLong);
  });

  it('want the amount sent in pesos', () => {
    expect(paymentProblems({ ...EMPTY_PAYMENT, amountSent: '580.50' }).amountSent).toBeNull();
    expect(paymentProblems({ ...EMPTY_PAYMENT, amountSent: '5 hundred' }).amountSent).toBe(CHECKOUT_MESSAGES.amountSent);
    expect(paymentProblems({ ...EMPTY_PAYMENT, amountSent: '0' }).amountSent).toBe(CHECKOUT_MESSAGES.amountSent);
  });

  it('send only what was given, the reference without spaces', () => {
    expect(paymentFields({ method: 'GCash', reference: '1234 567 890123', amountSent: ' 580 ' })).toEqual({
      payment_method: 'GCash',
      payment_reference: '1234567890123',
      amount_sent: '580',
    });
  });

  it('say how far the amount sent is from the amount to pay, in pesos, and nothing when it is the same or not yet an amount (audit A-5)', () => {
    expect(amountSentNote('2000', 272_000)).toBe('Short by ₱720.00 of the ₱2,720.00 to pay. Fine if you are sending the rest in another transfer.');
    expect(amountSentNote('2820.50', 272_000)).toBe('₱100.50 more than the ₱2,720.00 to pay.');
    expect(amountSentNote('2720.00', 272_000)).toBeNull();
    expect(amountSentNote('', 272_000)).toBeNull();
    expect(amountSentNote('2 thousand', 272_000)).toBeNull();
  });
});
