import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * A query's answer asked for after a change the caller has just made. `fetchQuery` joins a fetch
 * already under way, one the server may have answered before the change (a cart read before the adds
 * that filled it): that one is cancelled first, and the answer is always a new one.
 */
export async function fetchAnew<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): Promise<TData> {
  await queryClient.cancelQueries({ queryKey: options.queryKey, exact: true });
  return queryClient.fetchQuery({ ...options, staleTime: 0 });
}
