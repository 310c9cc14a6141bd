import { randomInt } from 'node:crypto';
import { pesosToCentavos } from '../../../shared/money.ts';
import {
  PAYMENT_CODE_MESSAGES,
  type CheckoutCodeOutput,
  type DrawnCodeOutput,
  type OwnerCodeInput,
  type OwnerCodeOutput,
} from '../../../shared/schemas/payment-codes.ts';
import type { OrderOutput } from '../../../shared/schemas/orders.ts';
import type { Buyer } from '../../buyer.ts';
import type { Em } from '../../db/orm.ts';
import { ConflictError, ValidationError } from '../../errors.ts';
import { amountsDue } from '../orders/distinct-amounts.service.ts';
import { StatementMatch } from '../orders/statement-match.entity.ts';
import { drawCode, readCodeInPicture } from './code-pictures.ts';
import { PaymentCode } from './payment-code.entity.ts';
import { mintForAmount, readQrPh, type QrPhCode } from './qr-ph.ts';

/** The one row the owner's code lives in. */
const OWNER_CODE_ID = 1;

const output = (code: QrPhCode, testedAt: Date | null): OwnerCodeOutput => ({
  payload: code.payload,
  kind: code.kind,
  recipient: code.recipient,
  tested_at: testedAt?.toISOString() ?? null,
});

/** Reads what the owner gave (text, or a screenshot of the code) without saving it: they confirm the recipient first. */
export async function readOwnerCode(input: OwnerCodeInput): Promise<OwnerCodeOutput> {
  const field = input.text === undefined ? 'picture' : 'text';
  const text = input.text ?? (input.picture ? await readCodeInPicture(new Uint8Array(await input.picture.arrayBuffer())) : null);
  if (text === null) throw new ValidationError({ picture: [PAYMENT_CODE_MESSAGES.noCodeInPicture] });
  const reading = readQrPh(text);
  if (reading.problem !== undefined) throw new ValidationError({ [field]: [reading.problem] });
  return output(reading.code, null);
}

/** The owner's code as saved, read again: a code saved before a stricter reader is refused here too. */
type SavedCode = { row: PaymentCode; code: QrPhCode };

async function savedCode(em: Em): Promise<SavedCode | null> {
  const row = await em.findOne(PaymentCode, { id: OWNER_CODE_ID });
  const code = row ? readQrPh(row.payload).code : undefined;
  return row && code ? { row, code } : null;
}

export async function ownerCode(em: Em): Promise<OwnerCodeOutput | null> {
  const saved = await savedCode(em);
  return saved ? output(saved.code, saved.row.testedAt ?? null) : null;
}

/** Saves the confirmed code; a new code is untested until the owner tries it again. */
export async function saveOwnerCode(em: Em, payload: string): Promise<OwnerCodeOutput> {
  const reading = readQrPh(payload);
  if (reading.problem !== undefined) throw new ValidationError({ payload: [reading.problem] });
  const row = await em.findOne(PaymentCode, { id: OWNER_CODE_ID });
  if (row?.payload === reading.code.payload) return output(reading.code, row.testedAt ?? null);
  await em.upsert(PaymentCode, { id: OWNER_CODE_ID, payload: reading.code.payload, testedAt: null });
  return output(reading.code, null);
}

export async function removeOwnerCode(em: Em): Promise<void> {
  await em.nativeDelete(PaymentCode, { id: OWNER_CODE_ID });
}

/** A test code for ₱1.01–₱1.09: the odd centavos tell the owner's test apart in their history. */
export async function testCode(em: Em): Promise<DrawnCodeOutput> {
  const saved = await savedCode(em);
  if (!saved) throw new ConflictError(PAYMENT_CODE_MESSAGES.noOwnerCode);
  const amount = 100 + randomInt(1, 10);
  return { picture: await drawCode(mintForAmount(saved.code, amount)), amount_centavos: amount };
}

/** The owner saw the test payment arrive: checkout may now show codes that carry the amount. */
export async function confirmTest(em: Em, payload: string): Promise<OwnerCodeOutput> {
  const saved = await savedCode(em);
  if (saved?.code.payload !== payload.trim()) throw new ConflictError(PAYMENT_CODE_MESSAGES.codeChanged);
  saved.row.testedAt = new Date();
  await em.flush();
  return output(saved.code, saved.row.testedAt);
}

/** The owner's code for `amountCentavos`: minted with the amount once their P2P code passed its test, else their own code. */
async function codeForAmount(saved: SavedCode, amountCentavos: number): Promise<CheckoutCodeOutput> {
  const carriesAmount = saved.code.kind === 'p2p' && Boolean(saved.row.testedAt);
  const payload = carriesAmount ? mintForAmount(saved.code, amountCentavos) : saved.code.payload;
  return {
    picture: await drawCode(payload),
    amount_centavos: amountCentavos,
    carries_amount: carriesAmount,
    recipient: saved.code.recipient,
    account_number: saved.code.accountNumber,
  };
}

/**
 * What the buyer scans at checkout for what their cart costs delivered to `province` (less the discount
 * they were given for it, distinct-amounts.service.ts): a code carrying
 * that exact amount once the owner's P2P code passed its test, else the owner's own code (the buyer
 * types the amount). Null while the owner has set no code.
 */
export async function checkoutCode(em: Em, buyer: Buyer, province: string | null): Promise<CheckoutCodeOutput | null> {
  const saved = await savedCode(em);
  if (!saved) return null;
  const { subtotalCentavos, amountToPayCentavos } = await amountsDue(em, buyer, province);
  if (subtotalCentavos === 0) return null;
  return codeForAmount(saved, amountToPayCentavos);
}

/**
 * What an order asked for a payment fix still owes: its total, less a short payment the owner's
 * statement found under its reference (`amount-differs`).
 */
async function amountStillOwed(em: Em, order: Pick<OrderOutput, 'id' | 'total_amount'>): Promise<number> {
  const total = pesosToCentavos(order.total_amount);
  const match = await em.findOne(StatementMatch, { order: order.id });
  const paid = match?.verdict === 'amount-differs' ? (match.creditAmountCentavos ?? 0) : 0;
  return paid > 0 && paid < total ? total - paid : total;
}

/**
 * The code for what an order asked for a payment fix still owes (`amountStillOwed`), for its buyer or
 * a third party to show; null for any other order (a pending one came with its proof: a code would
 * invite paying twice), or while the owner has set no code. The order is the caller's to see: its
 * buyer's, or any for the owner.
 */
export async function orderCode(em: Em, order: Pick<OrderOutput, 'id' | 'status' | 'total_amount'>): Promise<CheckoutCodeOutput | null> {
  if (order.status !== 'awaiting_payment_fix') return null;
  const saved = await savedCode(em);
  return saved && codeForAmount(saved, await amountStillOwed(em, order));
}
