import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc.ts';

/** One page of the owner's customers matching `search`; the page on screen stays while the next loads. */
export function useCustomers(search: string, page: number) {
  return useQuery({ ...trpc.admin.customers.list.queryOptions({ search: search || undefined, page }), placeholderData: keepPreviousData });
}
