import type { QueryClient } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc.ts';

/** After any slide write: the admin table and the storefront's carousel are read again. */
export function refreshHeroSlides(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: trpc.admin.heroSlides.pathKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.content.heroSlides.queryKey() }),
  ]);
}
