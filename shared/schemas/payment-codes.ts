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

/** The code's text, or a screenshot of it (multipart `picture`). */
export const OwnerCodeFields = z.object({
  text: z.preprocess((value) => (value === '' ? undefined : value), z.string().trim().max(MAX_PAYMENT_CODE_LENGTH).optional()),
  picture: OptionalImageFile,
});

export const OwnerCodeInput = z.preprocess(
  fromFormData,
  OwnerCodeFields.refine((input) => input.text !== undefined || input.picture !== undefined, { message: PAYMENT_CODE_MESSAGES.nothingGiven, path: ['text'] }),
);
export type OwnerCodeInput = z.infer<typeof OwnerCodeInput>;

/** The code the owner confirmed (save), or the one whose test payment they saw arrive (confirm). */
export const OwnerCodePayloadInput = z.object({ payload: z.string().trim().min(1).max(MAX_PAYMENT_CODE_LENGTH) });

export const CheckoutCodeInput = z.object({ province: z.string().trim().max(100).nullable() });

/** Who a code pays, as the owner confirms it and a buyer sees it. */
export const PaymentRecipientOutput = z.object({
  name: z.string(),
  city: z.string(),
  bic: z.string(),
  institution: z.string().nullable().describe("The bank or wallet's name where the shop knows its BIC"),
  account: z.string().nullable().describe('The account or merchant number, all but its last four characters hidden'),
});
export type PaymentRecipientOutput = z.infer<typeof PaymentRecipientOutput>;

export const OwnerCodeOutput = z.object({
  payload: z.string(),
  kind: z.enum(['p2p', 'p2m']).describe("p2p: to a person's account; p2m: to a merchant's"),
  recipient: PaymentRecipientOutput,
  tested_at: z.string().nullable().describe('When the owner saw a one-peso code minted from it arrive; null until then'),
});
export type OwnerCodeOutput = z.infer<typeof OwnerCodeOutput>;

/** A code drawn as a picture: an SVG data URL. */
export const DrawnCodeOutput = z.object({ picture: z.string().describe('An SVG data URL'), amount_centavos: z.number().int() });
export type DrawnCodeOutput = z.infer<typeof DrawnCodeOutput>;

export const CheckoutCodeOutput = DrawnCodeOutput.extend({
  carries_amount: z.boolean().describe("true: a code minted for the amount; false: the owner's own code, the amount typed by hand"),
  recipient: PaymentRecipientOutput,
  account_number: z.string().nullable().describe('The account or merchant number whole, for a buyer who pays by typing it'),
});
export type CheckoutCodeOutput = z.infer<typeof CheckoutCodeOutput>;
