/**
 * How a buyer paid and what the owner checks of it (design.md §2 "Reviewing a payment"): the methods checkout
 * offers, the reference number's rules, and the checklist the owner ticks before approving.
 */

/** What checkout's "Paid with" offers; the stored `payment_method` is free text (REST clients may send others). */
export const PAYMENT_METHODS = ['GCash', 'Bank transfer', 'Other'] as const;

/** GCash's transaction reference numbers are 13 digits (shown as `1234 567 890123` in its receipts). */
export const GCASH_REFERENCE_DIGITS = 13;
export const MAX_REFERENCE_LENGTH = 64;

export const REFERENCE_MESSAGES = {
  gcash: `A GCash reference no. has ${GCASH_REFERENCE_DIGITS} digits`,
  tooLong: `Reference no. must be at most ${MAX_REFERENCE_LENGTH} characters`,
} as const;

export function isGcash(method: string | null | undefined): boolean {
  return method?.trim().toLowerCase() === 'gcash';
}

/** Spaces are how receipts group the digits, never part of the number. */
export function normalizeReference(reference: string): string {
  return reference.replace(/\s+/g, '');
}

/**
 * The most one transfer is taken to be, in centavos (₱10,000,000.00): beyond it a number read from a
 * statement or a receipt is not an amount, and it stays within the database's integer columns.
 */
export const MAX_PAYMENT_CENTAVOS = 1_000_000_000;

/** The longest reference kept from a statement or a receipt, as the order's own column is. */
export const MAX_READ_REFERENCE_LENGTH = 64;

/**
 * A reference as two records of one transfer are compared (a statement's line, a receipt read, what the
 * buyer typed): digits and letters only, upper case; null when nothing is left, or more than any
 * reference holds.
 */
export const comparableReference = (reference: string | null | undefined): string | null => {
  const kept = (reference ?? '').replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  return kept === '' || kept.length > MAX_READ_REFERENCE_LENGTH ? null : kept;
};

/** What is wrong with a (normalised) reference for this payment method, if anything. */
export function referenceProblem(method: string | null | undefined, reference: string): string | null {
  if (reference.length > MAX_REFERENCE_LENGTH) return REFERENCE_MESSAGES.tooLong;
  if (isGcash(method) && !new RegExp(`^\\d{${GCASH_REFERENCE_DIGITS}}$`).test(reference)) return REFERENCE_MESSAGES.gcash;
  return null;
}

/** The owner's checklist, stored as keys in `orders.payment_checks`. */
export const PAYMENT_CHECKS = {
  'seen-in-gcash': 'Seen in GCash history',
  'seen-in-bank': 'Seen in bank history',
  'amount-matches': 'Amount matches',
  'reference-matches': 'Reference matches',
} as const;
export type PaymentCheck = keyof typeof PAYMENT_CHECKS;
export const PAYMENT_CHECK_KEYS = Object.keys(PAYMENT_CHECKS) as [PaymentCheck, ...PaymentCheck[]];

/** The checks that fit an order's method: GCash's own history for GCash, the bank's for anything else. */
export function paymentChecksFor(method: string | null | undefined): PaymentCheck[] {
  return [isGcash(method) ? 'seen-in-gcash' : 'seen-in-bank', 'amount-matches', 'reference-matches'];
}
