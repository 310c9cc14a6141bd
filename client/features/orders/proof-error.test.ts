import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES, MAX_PROOF_BYTES } from '../../../shared/schemas/orders.ts';
import { proofError } from './proof-error.ts';

const file = (type: string, size = 1000) => new File([new Uint8Array(size)], 'proof', { type });

describe('proofError', () => {
  it('requires a proof', () => {
    expect(proofError(null)).toBe('Proof of payment is required');
  });

  it('accepts an image file up to 10 MB', () => {
    expect(proofError(file('image/jpeg'))).toBeNull();
    expect(proofError(file('image/png', MAX_PROOF_BYTES))).toBeNull();
  });

  it('refuses a file that is not an image, an empty file, and an image over 10 MB', () => {
    expect(proofError(file('image/png', 0))).toBe(CHECKOUT_MESSAGES.proofEmpty);
    expect(proofError(file('application/pdf'))).toBe(CHECKOUT_MESSAGES.proofNotImage);
    expect(proofError(file('image/jpeg', MAX_PROOF_BYTES + 1))).toBe(CHECKOUT_MESSAGES.proofTooLarge);
  });
});
