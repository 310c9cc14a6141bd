import { randomInt } from 'node:crypto';
import { pesosToCentavos } from '../../../shared/money.ts';
import { orderAmounts, type OrderAmounts } from '../../../shared/order-amounts.ts';
import type { Buyer } from '../../buyer.ts';
import type { Em } from '../../db/orm.ts';
import { getCart } from '../cart/cart.service.ts';
import { publicSettingsOf, readPublicSettings, readSettings } from '../settings/settings.service.ts';
import { AmountReservation } from './amount-reservation.entity.ts';
import { DISTINCT_FOR_MS, discountRange, freeDiscounts } from './distinct-amounts.ts';
import { Order } from './order.entity.ts';

const ownRow = (buyer: Buyer) => ({ buyerKind: buyer.kind, buyerId: buyer.id });

/**
 * The discount this buyer was given for an amount of `baseCentavos` (before any discount), 0 where none
 * was: the amount they were told stays theirs to pay even once its reservation lapsed or the owner
 * turned distinct amounts off, as they may have paid it already.
 */
export async function reservedDiscount(em: Em, buyer: Buyer, baseCentavos: number): Promise<number> {
  const reservation = await em.findOne(AmountReservation, ownRow(buyer));
  return reservation?.baseCentavos === baseCentavos ? baseCentavos - reservation.amountCentavos : 0;
}

/** What the buyer's cart costs delivered to `province`, less the discount they were given for it. */
export async function amountsDue(em: Em, buyer: Buyer, province: string | null): Promise<OrderAmounts> {
  const cart = await getCart(em, buyer);
  const shop = await readPublicSettings(em);
  const base = orderAmounts(province, pesosToCentavos(cart.subtotal), shop);
  return orderAmounts(province, base.subtotalCentavos, shop, await reservedDiscount(em, buyer, base.amountToPayCentavos));
}

/** The amounts within the discount range of `baseCentavos` that an order awaiting payment or another buyer's live reservation asks for. */
async function takenAmounts(tx: Em, buyer: Buyer, baseCentavos: number, now: Date): Promise<Set<number>> {
  const { lowest, highest } = discountRange(baseCentavos);
  const range = { $gte: lowest, $lte: highest };
  const orders = await tx.find(
    Order,
    { status: { $in: ['pending', 'awaiting_payment_fix'] }, createdAt: { $gt: new Date(now.getTime() - DISTINCT_FOR_MS) }, totalCentavos: range },
    { fields: ['totalCentavos'] },
  );
  const reservations = await tx.find(
    AmountReservation,
    { amountCentavos: range, expiresAt: { $gt: now }, $not: ownRow(buyer) },
    { fields: ['amountCentavos'] },
  );
  return new Set([...orders.map((order) => order.totalCentavos), ...reservations.map((reservation) => reservation.amountCentavos)]);
}

/**
 * The amount checkout tells the buyer to pay (docs/product/payment-codes.md "Distinct amounts"). With
 * the owner's setting on and a piece of the cart held by the buyer, it is kept for them, for as long as
 * a hold lasts from now, at an amount up to 99 centavos under the cart's that no order awaiting payment
 * in the last 72 hours and no other buyer's live reservation has: the one they had where it is still
 * free, else one drawn at random from those free, else (all 99 taken) the cart's own. Only holders get
 * one, so a script minting guests cannot use the amounts up. The amounts are chosen under one advisory
 * lock, so two buyers at once, on any instance, never get the same.
 */
export async function reserveAmountToPay(em: Em, buyer: Buyer, province: string | null, now = new Date()): Promise<OrderAmounts> {
  const settings = await readSettings(em);
  const shop = publicSettingsOf(settings);
  const cart = await getCart(em, buyer, now);
  const base = orderAmounts(province, pesosToCentavos(cart.subtotal), shop);
  const holds = cart.items.some((item) => item.reserved_by_you);
  if (settings.distinct_payment_amounts !== '1' || !holds) {
    return orderAmounts(province, base.subtotalCentavos, shop, await reservedDiscount(em, buyer, base.amountToPayCentavos));
  }
  const discount = await em.transactional(async (tx) => {
    await tx.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', ['distinct-amounts']);
    const kept = await tx.findOne(AmountReservation, ownRow(buyer));
    const taken = await takenAmounts(tx, buyer, base.amountToPayCentavos, now);
    const keptDiscount = kept?.baseCentavos === base.amountToPayCentavos ? base.amountToPayCentavos - kept.amountCentavos : null;
    const free = freeDiscounts(base.amountToPayCentavos, taken);
    const drawn = free.length > 0 ? (free[randomInt(free.length)] ?? 0) : 0;
    const chosen = keptDiscount !== null && free.includes(keptDiscount) ? keptDiscount : drawn;
    const expiresAt = new Date(now.getTime() + shop.product_hold_duration * 60_000);
    await tx.upsert(AmountReservation, { ...ownRow(buyer), baseCentavos: base.amountToPayCentavos, amountCentavos: base.amountToPayCentavos - chosen, expiresAt });
    // Past the longest an order keeps its amount, a reservation is no one's to honour.
    await tx.nativeDelete(AmountReservation, { expiresAt: { $lt: new Date(now.getTime() - DISTINCT_FOR_MS) } });
    return chosen;
  });
  return orderAmounts(province, base.subtotalCentavos, shop, discount);
}

/** The buyer's reservation is spent: the order placed in `tx` now keeps its amount from the others. */
export async function spendReservation(tx: Em, buyer: Buyer): Promise<void> {
  await tx.nativeDelete(AmountReservation, ownRow(buyer));
}
