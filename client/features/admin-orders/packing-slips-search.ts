import type { OrderStatus } from '../../../shared/constants.ts';

/** A6: one slip per label-sized page. A4: slips stacked on plain paper, never one split across pages. */
export const PACKING_SLIP_SIZES = ['a6', 'a4'] as const;
export type PackingSlipSize = (typeof PACKING_SLIP_SIZES)[number];

/**
 * `/admin-packing-slips?order=12`, `?orders=12,15` (chosen on the order desk) or `?status=approved`,
 * and the paper (`&size=a4`; A6 unless told). The route takes only the types from here (its options
 * load with the route tree, which every shopper downloads), and spells the sizes itself.
 */
export type PackingSlipsSearch = { order?: number; orders?: string; status?: OrderStatus; size?: PackingSlipSize };
