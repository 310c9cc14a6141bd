import { useQuery } from '@tanstack/react-query';
import { DEFAULT_HOLD_MINUTES, STOREFRONT_CAROUSEL_INTERVAL_MS } from '../../shared/constants.ts';
import type { PublicSettingsOutput } from '../../shared/schemas/settings.ts';
import { FALLBACK_SHIPPING } from '../../shared/shipping.ts';
import { trpc } from './trpc.ts';

/** docs/product/api.md "Settings": when the settings cannot be read, the shop still works with these. */
const FALLBACK_SETTINGS: PublicSettingsOutput = {
  ...FALLBACK_SHIPPING,
  hero_carousel_interval: STOREFRONT_CAROUSEL_INTERVAL_MS,
  product_hold_duration: DEFAULT_HOLD_MINUTES,
  payment_options_description: '',
  what_happens_after_payment: '',
  thanks_message: '',
};

/** The public shop settings (fees, hold duration, checkout texts), or the fallbacks of docs/product/api.md "Settings". */
export function useShopSettings(): PublicSettingsOutput {
  return useQuery(trpc.settings.get.queryOptions()).data ?? FALLBACK_SETTINGS;
}
