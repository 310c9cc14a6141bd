/** The one province option that stands for the whole National Capital Region (design.md §1). */
export const METRO_MANILA = 'Metro Manila';

export type ShippingSettings = {
  delivery_fee_ncr: number;
  delivery_fee_outside_ncr: number;
  free_delivery_threshold: number;
};

/** The fallbacks of docs/product/rules.md "Delivery fees and totals" and docs/product/api.md "Settings", used when the settings cannot be read. */
export const FALLBACK_SHIPPING: ShippingSettings = {
  delivery_fee_ncr: 80,
  delivery_fee_outside_ncr: 120,
  free_delivery_threshold: 0,
};

/**
 * The delivery fee in pesos (design.md §2): the NCR fee for Metro Manila, the outside fee elsewhere,
 * nothing once a positive threshold is reached. No province chosen yet means no fee yet.
 */
export function shippingFee(province: string | null | undefined, subtotal: number, settings: ShippingSettings): number {
  if (!province) return 0;
  if (settings.free_delivery_threshold > 0 && subtotal >= settings.free_delivery_threshold) return 0;
  return province === METRO_MANILA ? settings.delivery_fee_ncr : settings.delivery_fee_outside_ncr;
}
