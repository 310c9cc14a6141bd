import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc.ts';

export function useDropList() {
  return useQuery(trpc.admin.drops.list.queryOptions());
}

export function useDropDetail(id: number) {
  return useQuery(trpc.admin.drops.byId.queryOptions({ id }));
}

/** The picker's Draft pieces, found on the server by name or SKU as the owner types. */
export function useDraftPieces(search: string) {
  return useQuery({ ...trpc.admin.drops.draftPieces.queryOptions({ search: search.trim() || undefined }), placeholderData: keepPreviousData });
}

/** Every drop change: the owner's lists, the picker and the shop's drop pages are read again. */
export function useDropMutations() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.admin.drops.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.drops.pathKey() }),
    ]);
  return {
    create: useMutation(trpc.admin.drops.create.mutationOptions({ onSuccess: refresh })),
    update: useMutation(trpc.admin.drops.update.mutationOptions({ onSuccess: refresh })),
    cancel: useMutation(trpc.admin.drops.cancel.mutationOptions({ onSuccess: refresh })),
    assign: useMutation(trpc.admin.drops.assignPieces.mutationOptions({ onSuccess: refresh })),
    remove: useMutation(trpc.admin.drops.removePiece.mutationOptions({ onSuccess: refresh })),
  };
}
