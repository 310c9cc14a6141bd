import { formatPeso, pesosToCentavos } from '../../../shared/money.ts';
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

/**
 * How the amount the buyer says they sent stands against the amount to pay (centavos), said beside the
 * field and on the review (audit A-5). Never a blocker: a buyer may pay in two transfers.
 */
export function amountSentNote(amountSent: string, amountToPay: number): string | null {
  const amount = amountSent.trim();
  if (!PESOS.test(amount) || Number(amount) <= 0) return null;
  const difference = pesosToCentavos(Number(amount)) - amountToPay;
  if (difference === 0) return null;
  return difference < 0
    ? `Short by ${formatPeso(-difference)} of the ${formatPeso(amountToPay)} to pay. Fine if you are sending the rest in another transfer.`
    : `${formatPeso(difference)} more than the ${formatPeso(amountToPay)} to pay.`;
}

/** The details as the order is placed with them, and the review repeats them: the reference without its spaces, the amount trimmed. */
export function normalizedPayment(details: PaymentDetails): PaymentDetails {
  return { method: details.method, reference: normalizeReference(details.reference), amountSent: details.amountSent.trim() };
}

/** The form fields the order is placed with: only those the buyer gave. */
export function paymentFields(details: PaymentDetails): Record<string, string> {
  const { method, reference, amountSent } = normalizedPayment(details);
  const fields: Record<string, string> = {};
  if (method) fields.payment_method = method;
  if (reference) fields.payment_reference = reference;
  if (amountSent) fields.amount_sent = amountSent;
  return fields;
}
