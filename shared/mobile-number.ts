/**
 * A Philippine mobile number as couriers write it on a waybill, `0917 888 2222` (docs/product/rules.md
 * "Checkout"): however the buyer typed it (`+639178882222`, `639178882222`, `0917-888-2222`), it is
 * stored, searched and shown in this one form.
 */

/** What people put between the digits: spaces, dashes, dots and brackets. */
const SEPARATORS = /[\s().-]/g;
/** The country code with or without its `+`, or the trunk `0`; then a `9` and nine digits. */
const SPELLINGS = /^(?:\+63|63|0)(9\d{2})(\d{3})(\d{4})$/;

/** `typed` as `09XX XXX XXXX`, or null when it is no Philippine mobile number. */
export function normalMobileNumber(typed: string): string | null {
  const digits = typed.replace(SEPARATORS, '');
  return SPELLINGS.test(digits) ? digits.replace(SPELLINGS, '0$1 $2 $3') : null;
}
