import { createFileRoute } from '@tanstack/react-router';
import { ORDER_STATUSES } from '../../../shared/constants.ts';
import { PackingSlipsView } from '../../features/admin-orders/components/packing-slips-view.tsx';
import type { PackingSlipSize, PackingSlipsSearch } from '../../features/admin-orders/packing-slips-search.ts';
import { intParam, oneOfParam, textParam, type SearchParams } from '../../lib/search-params.ts';

/** Spelled here rather than imported: route options load for every shopper, and admin code must not. */
const SIZES: readonly PackingSlipSize[] = ['a6', 'a4'];

function parsePackingSlipsSearch(params: SearchParams): PackingSlipsSearch {
  return { order: intParam(params.order, 1), orders: textParam(params.orders, 1000), status: oneOfParam(params.status, ORDER_STATUSES), size: oneOfParam(params.size, SIZES) };
}

/** Printable packing slips (design.md §2 "Fulfilment"): `?order=12`, `?orders=12,15`, or `?status=approved` for the day's packing. */
export const Route = createFileRoute('/_admin/admin-packing-slips')({
  validateSearch: parsePackingSlipsSearch,
  component: function PackingSlipsPage() {
    const navigate = Route.useNavigate();
    return <PackingSlipsView search={Route.useSearch()} onSizeChange={(size) => void navigate({ search: (previous) => ({ ...previous, size }), replace: true })} />;
  },
});
