import { describe, expect, it } from 'vitest';
import { REFERENCE_MESSAGES } from '../../../shared/payments.ts';
import { CHECKOUT_MESSAGES } from '../../../shared/schemas/orders.ts';
import { EMPTY_PAYMENT, paymentFields, paymentProblems } from './payment-details.ts';

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
});
