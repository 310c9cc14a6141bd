import { pesosToCentavos } from './money.ts';
import { shippingFee, type ShippingSettings } from './shipping.ts';

/** An order's money in centavos: what its pieces cost, its delivery, and what the buyer sends. */
export type OrderAmounts = {
  subtotalCentavos: number;
  shippingCentavos: number;
  /** The order's grand_total: what checkout shows as "Amount to pay" and the server records. */
  amountToPayCentavos: number;
};

/**
 * The one computation of what an order costs (design.md §2): checkout shows it and submits it, and
 * the server computes it again from the cart it locks and refuses a submission that disagrees, so
 * the amount a buyer is told to pay is the order total recorded.
 */
export function orderAmounts(province: string | null | undefined, subtotalCentavos: number, settings: ShippingSettings): OrderAmounts {
  const shippingCentavos = pesosToCentavos(shippingFee(province, subtotalCentavos / 100, settings));
  return { subtotalCentavos, shippingCentavos, amountToPayCentavos: subtotalCentavos + shippingCentavos };
}
