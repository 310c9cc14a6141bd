import { z } from 'zod';
import { fromFormData } from './form-data.ts';
import { OptionalImageFile } from './image-upload.ts';

/**
 * The owner's receive-money code and the codes checkout shows (docs/product/payment-codes.md): the
 * owner pastes the code's text or uploads a screenshot of it; the server reads either.
 */
export const PAYMENT_CODE_MESSAGES = {
  nothingGiven: 'Paste the code’s text or upload a screenshot of it',
  noCodeInPicture: 'No QR code was found in this picture: upload a screenshot showing the whole code',
  noOwnerCode: 'Set your receive-money code first',
  codeChanged: 'Your receive-money code changed since this test: test the new one',
} as const;

/** EMVCo allows 512 bytes; a receive-money code is about 150. */
export const MAX_PAYMENT_CODE_LENGTH = 512;

export const OwnerCodeInput = z.preprocess(
  fromFormData,
  z
    .object({
      text: z.preprocess((value) => (value === '' ? undefined : value), z.string().trim().max(MAX_PAYMENT_CODE_LENGTH).optional()),
      picture: OptionalImageFile,
    })
    .refine((input) => input.text !== undefined || input.picture !== undefined, { message: PAYMENT_CODE_MESSAGES.nothingGiven, path: ['text'] }),
);
export type OwnerCodeInput = z.infer<typeof OwnerCodeInput>;

/** The code the owner confirmed (save), or the one whose test payment they saw arrive (confirm). */
export const OwnerCodePayloadInput = z.object({ payload: z.string().trim().min(1).max(MAX_PAYMENT_CODE_LENGTH) });

export const CheckoutCodeInput = z.object({ province: z.string().trim().max(100).nullable() });

/** Who a code pays, as the owner confirms it and a buyer sees it. */
export type PaymentRecipientOutput = {
  name: string;
  city: string;
  bic: string;
  institution: string | null;
  account: string | null;
};

export type OwnerCodeOutput = {
  payload: string;
  /** P2P: to a person's account; P2M: to a merchant's. */
  kind: 'p2p' | 'p2m';
  recipient: PaymentRecipientOutput;
  /** When the owner saw a one-peso code minted from it arrive; null until then. */
  tested_at: string | null;
};

/** A code drawn as a picture: an SVG data URL. */
export type DrawnCodeOutput = { picture: string; amount_centavos: number };

export type CheckoutCodeOutput = DrawnCodeOutput & {
  /** True: the code carries the amount (a minted code); false: the owner's own code, the amount typed by hand. */
  carries_amount: boolean;
  recipient: PaymentRecipientOutput;
  /** The account or merchant number whole, for a buyer who pays by typing it. */
  account_number: string | null;
};
