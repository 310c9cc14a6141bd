import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, httpLink, isNonJsonSerializable, splitLink } from '@trpc/client';
import type { inferRouterOutputs } from '@trpc/server';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { GUEST_ID_HEADER, TRPC_MAX_BATCH_SIZE } from '../../shared/constants.ts';
import type { AppRouter } from '../../server/trpc/root.ts';
import { readGuestId } from './guest-id.ts';
import type { fetchWithUploadProgress } from './upload-progress.ts';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});

function guestHeaders(): Record<string, string> {
  const guestId = readGuestId();
  return guestId ? { [GUEST_ID_HEADER]: guestId } : {};
}

// Uploads happen only at checkout and in the admin area, whose chunks load this module anyway: the
// storefront's first download leaves it out.
const uploadFetch: typeof fetchWithUploadProgress = (url, init) =>
  import('./upload-progress.ts').then((module) => module.fetchWithUploadProgress(url, init));

export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    // Uploads (FormData: a proof of payment, product or slide pictures) go one by one as multipart,
    // which a batch cannot carry, through a fetch that reports upload progress; the rest is batched.
    splitLink({
      condition: (op) => isNonJsonSerializable(op.input),
      true: httpLink({ url: '/trpc', headers: guestHeaders, fetch: uploadFetch }),
      false: httpBatchLink({ url: '/trpc', headers: guestHeaders, maxItems: TRPC_MAX_BATCH_SIZE }),
    }),
  ],
});

/** Query and mutation options for every procedure, usable in loaders as well as in components. */
export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
export type Trpc = typeof trpc;

/** What each procedure gives, read off the server's router: never re-declared by hand. */
export type RouterOutputs = inferRouterOutputs<AppRouter>;
