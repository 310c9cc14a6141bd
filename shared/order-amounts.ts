import { pesosToCentavos } from './money.ts';
import { shippingFee, type ShippingSettings } from './shipping.ts';

/** An order's money in centavos: what its pieces cost, its delivery, and what the buyer sends. */
export type OrderAmounts = {
  subtotalCentavos: number;
  shippingCentavos: number;
  /**
   * The centavos taken off so the amount tells this order apart from every other awaiting payment
   * (docs/product/payment-codes.md "Distinct amounts"): 0 unless the owner turned it on.
   */
  discountCentavos: number;
  /** The order's grand_total: what checkout shows as "Amount to pay" and the server records. */
  amountToPayCentavos: number;
};

/**
 * The one computation of what an order costs (design.md §2): checkout shows it and submits it, and
 * the server computes it again from the cart it locks and refuses a submission that disagrees, so
 * the amount a buyer is told to pay is the order total recorded. The discount is the one the server
 * reserved for this buyer's amount (never more than it, so a buyer never pays more).
 */
export function orderAmounts(province: string | null | undefined, subtotalCentavos: number, settings: ShippingSettings, discountCentavos = 0): OrderAmounts {
  const shippingCentavos = pesosToCentavos(shippingFee(province, subtotalCentavos / 100, settings));
  return { subtotalCentavos, shippingCentavos, discountCentavos, amountToPayCentavos: subtotalCentavos + shippingCentavos - discountCentavos };
}
