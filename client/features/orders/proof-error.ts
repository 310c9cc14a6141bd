import { CHECKOUT_MESSAGES, MAX_PROOF_BYTES } from '../../../shared/schemas/orders.ts';

/** Step 2's rule (docs/product/rules.md "Checkout"): a proof is required and must be an image; the server checks its bytes too. */
export function proofError(file: File | null): string | null {
  if (!file) return CHECKOUT_MESSAGES.proofRequired;
  if (!file.type.startsWith('image/')) return CHECKOUT_MESSAGES.proofNotImage;
  if (file.size === 0) return CHECKOUT_MESSAGES.proofEmpty;
  if (file.size > MAX_PROOF_BYTES) return CHECKOUT_MESSAGES.proofTooLarge;
  return null;
}
