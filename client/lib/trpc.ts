import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { GUEST_ID_HEADER } from '../../shared/constants.ts';
import type { AppRouter } from '../../server/trpc/root.ts';
import { readGuestId } from './guest-id.ts';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});

export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    httpBatchLink({
      url: '/trpc',
      headers() {
        const guestId = readGuestId();
        return guestId ? { [GUEST_ID_HEADER]: guestId } : {};
      },
    }),
  ],
});

/** Query and mutation options for every procedure, usable in loaders as well as in components. */
export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
export type Trpc = typeof trpc;

/** What each procedure takes and gives, read off the server's router: never re-declared by hand. */
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
