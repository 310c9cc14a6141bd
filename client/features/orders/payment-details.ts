import { normalizeReference, referenceProblem } from '../../../shared/payments.ts';
import { CHECKOUT_MESSAGES } from '../../../shared/schemas/orders.ts';

/**
 * Step 2's optional details of the transfer, as typed. Kept with the proof for the checkout's life and
 * not in the step 1 draft: they describe that one screenshot, which cannot be kept either.
 */
export type PaymentDetails = { method: string; reference: string; amountSent: string };
export const EMPTY_PAYMENT: PaymentDetails = { method: '', reference: '', amountSent: '' };

const PESOS = /^\d+(\.\d{1,2})?$/;

/** The same rules as the server's (shared/schemas/orders.ts), so the buyer hears of a slip before sending. */
export function paymentProblems(details: PaymentDetails): { reference: string | null; amountSent: string | null } {
  const reference = normalizeReference(details.reference);
  const amount = details.amountSent.trim();
  return {
    reference: reference ? referenceProblem(details.method, reference) : null,
    amountSent: amount && (!PESOS.test(amount) || Number(amount) <= 0) ? CHECKOUT_MESSAGES.amountSent : null,
  };
}

/** The form fields the order is placed with: only those the buyer gave. */
export function paymentFields(details: PaymentDetails): Record<string, string> {
  const fields: Record<string, string> = {};
  if (details.method) fields.payment_method = details.method;
  if (details.reference.trim()) fields.payment_reference = normalizeReference(details.reference);
  if (details.amountSent.trim()) fields.amount_sent = details.amountSent.trim();
  return fields;
}
