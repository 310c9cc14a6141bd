import { useQuery } from '@tanstack/react-query';
import { FALLBACK_SHIPPING, type ShippingSettings } from '../../../../shared/shipping.ts';
import { trpc } from '../../../lib/trpc.ts';

/** Delivery fees from the server, or spec §7's fallbacks when the settings cannot be read. */
export function useShippingSettings(): ShippingSettings {
  const settings = useQuery(trpc.catalog.settings.queryOptions()).data;
  return settings ?? FALLBACK_SHIPPING;
}
