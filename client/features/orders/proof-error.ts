import { CHECKOUT_MESSAGES, MAX_PROOF_BYTES } from '../../../shared/schemas/orders.ts';

/** Step 2's rule (docs/product/rules.md "Checkout"): a proof is required and must be an image; the server checks its bytes too. */
export function proofError(file: File | null): string | null {
  if (!file) return CHECKOUT_MESSAGES.proofRequired;
  if (!file.type.startsWith('image/')) return CHECKOUT_MESSAGES.proofNotImage;
  if (file.size === 0) return CHECKOUT_MESSAGES.proofEmpty;
  if (file.size > MAX_PROOF_BYTES) return CHECKOUT_MESSAGES.proofTooLarge;
  return null;
}

/** Whether the browser's own decoder opens the file as a picture; a browser without one leaves it to the server. */
async function decodes(file: File): Promise<boolean> {
  if (typeof createImageBitmap !== 'function') return true;
  try {
    // Decoded whole, kept as one pixel: the preview beside the field holds the picture on screen.
    const bitmap = await createImageBitmap(file, { resizeWidth: 1, resizeHeight: 1 });
    bitmap.close();
    return true;
  } catch {
    return false;
  }
}

/**
 * The proof as it is picked: the rule above, then a decode, so a file renamed .png that is no picture
 * is refused at the field (audit A-4), not only by the server when the order is placed.
 */
export async function pickedProofError(file: File): Promise<string | null> {
  return proofError(file) ?? ((await decodes(file)) ? null : CHECKOUT_MESSAGES.proofNotImage);
}
