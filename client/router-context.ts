import type { QueryClient } from '@tanstack/react-query';
import type { Trpc } from './lib/trpc.ts';

export type RouterContext = { queryClient: QueryClient; trpc: Trpc };
