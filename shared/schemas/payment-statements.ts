import { z } from 'zod';
import { ORDER_STATUSES } from '../constants.ts';
import { fromFormData } from './form-data.ts';

export const MAX_STATEMENT_PASSWORD_LENGTH = 128;

/** The owner's statement, checked against the open orders (docs/product/payment-codes.md "Statement check"). */
export const STATEMENT_MESSAGES = {
  nothingGiven: 'Paste lines from your history or upload a statement file',
  unreadable:
    'No money-in lines were found in this statement: upload your GCash PDF or a CSV export, or paste lines with a date, an amount and a reference',
  tooLarge: 'A statement can be at most 2 MB',
  pdfLocked: 'This PDF is locked: type its password',
  pdfWrongPassword: 'That password does not open this PDF',
  passwordTooLong: `A PDF password is at most ${MAX_STATEMENT_PASSWORD_LENGTH} characters`,
} as const;

export const MAX_STATEMENT_BYTES = 2 * 1024 * 1024;

export const StatementFields = z.object({
  text: z.preprocess((value) => (value === '' ? undefined : value), z.string().max(MAX_STATEMENT_BYTES, STATEMENT_MESSAGES.tooLarge).optional()),
  /** A locked PDF's password (GCash locks the history it mails): used to open it, never kept. */
  password: z.preprocess((value) => (value === '' ? undefined : value), z.string().max(MAX_STATEMENT_PASSWORD_LENGTH, STATEMENT_MESSAGES.passwordTooLong).optional()),
  file: z.preprocess(
    (value) => (value instanceof File && value.size === 0 ? undefined : value),
    z
      .instanceof(File)
      .refine((file) => file.size <= MAX_STATEMENT_BYTES, STATEMENT_MESSAGES.tooLarge)
      .optional(),
  ),
});

export const StatementInput = z.preprocess(
  fromFormData,
  StatementFields.refine((input) => input.text !== undefined || input.file !== undefined, { message: STATEMENT_MESSAGES.nothingGiven, path: ['text'] }),
);
export type StatementInput = z.infer<typeof StatementInput>;

export const StatementLineOutput = z.object({
  line: z.number().int().describe("The line's number in the statement"),
  at: z.string().describe('When the money arrived (ISO 8601)'),
  amount_centavos: z.number().int(),
  reference: z.string().nullable(),
});

export const STATEMENT_VERDICTS = ['paid', 'amount-differs', 'paid-after-hold', 'no-such-reference', 'not-in-statement'] as const;

export type StatementVerdict = (typeof STATEMENT_VERDICTS)[number];

/**
 * What the statements checked so far say of one order, kept with it: the verdict and the line it rests
 * on (the statement itself is never kept). A later statement replaces it only with as much or more to
 * go on: a line found beats a reference found missing, which beats a statement that did not reach it.
 */
export const StatementMatchOutput = z.object({
  verdict: z.enum(STATEMENT_VERDICTS),
  statement_line: StatementLineOutput.nullable().describe('The line that paid it or carries its reference, where one does'),
  reader: z.string().describe('The reader that read the statement this verdict came from'),
  checked_at: z.string().describe('When that statement was checked (ISO 8601)'),
});
export type StatementMatchOutput = z.infer<typeof StatementMatchOutput>;

export const StatementCheckOutput = z.object({
  reader: z.string().describe('Which reader, and which version of it, read the statement'),
  orders: z.array(
    z.object({
      id: z.number().int(),
      status: z.enum(ORDER_STATUSES),
      customer_name: z.string(),
      total_amount: z.number().describe('In pesos'),
      payment_reference: z.string().nullable(),
      match: StatementMatchOutput.describe("The order's verdict now: this statement's, or an earlier one's that had more to go on"),
    }),
  ),
  unmatched: z.array(StatementLineOutput).describe('Money in that matches no open order'),
});
export type StatementCheckOutput = z.infer<typeof StatementCheckOutput>;
