/**
 * The rule of distinct amounts (docs/product/payment-codes.md "Distinct amounts"): an order's amount
 * to pay loses up to 99 centavos so that no other order awaiting payment asks for the same amount, and
 * the owner's statement then tells by its amount alone which order a payment is for.
 */

/** At most this many centavos come off: the buyer never pays more, and never a peso less. */
export const MOST_DISCOUNT_CENTAVOS = 99;

/** How long an order awaiting payment keeps its amount from the others: longer than any statement takes to come. */
export const DISTINCT_FOR_MS = 72 * 60 * 60 * 1000;

/** The amounts, at most `MOST_DISCOUNT_CENTAVOS` under `baseCentavos` and above nothing, a discount could leave. */
export function discountRange(baseCentavos: number): { lowest: number; highest: number } {
  return { lowest: Math.max(1, baseCentavos - MOST_DISCOUNT_CENTAVOS), highest: baseCentavos - 1 };
}

/** Every discount that leaves `baseCentavos` at an amount no one else asks for (`taken`), smallest first. */
export function freeDiscounts(baseCentavos: number, taken: ReadonlySet<number>): number[] {
  const { lowest, highest } = discountRange(baseCentavos);
  const free: number[] = [];
  for (let amount = highest; amount >= lowest; amount -= 1) {
    if (!taken.has(amount)) free.push(baseCentavos - amount);
  }
  return free;
}
