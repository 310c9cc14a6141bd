import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc.ts';

/** The one order a mail's "View your order" link opens; no session or guest id needed. */
export function useOrderByLink(token: string) {
  return useQuery({ ...trpc.orders.byViewLink.queryOptions({ token }), retry: false });
}
