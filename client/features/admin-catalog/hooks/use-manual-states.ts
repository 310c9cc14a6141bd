import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MANUAL_STATE_MESSAGES } from '../../../../shared/schemas/admin-catalog.ts';
import { errorMessage } from '../../../lib/errors.ts';
import type { Notice } from '../../../lib/notice.ts';
import { trpc } from '../../../lib/trpc.ts';

/**
 * The owner's manual states from the product manager (design.md §2 "Manual states"): mark sold and undo, reserve and end.
 * Each reports its outcome as the manager reports its messages, and the lists are read again. A
 * reservation's refusal is shown in its dialog (`reserve.error`), where the owner can correct it.
 */
export function useManualStates(onNotice: (notice: Notice) => void) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.admin.products.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.catalog.pathKey() }),
    ]);
  const reporting = (success: string) => ({
    onSuccess: () => onNotice({ type: 'success', text: success }),
    onError: (error: unknown) => onNotice({ type: 'error', text: errorMessage(error) }),
    onSettled: refresh,
  });
  const markSold = useMutation(trpc.admin.products.markSold.mutationOptions(reporting(MANUAL_STATE_MESSAGES.markedSold)));
  const unmarkSold = useMutation(trpc.admin.products.unmarkSold.mutationOptions(reporting(MANUAL_STATE_MESSAGES.unmarkedSold)));
  const endReservation = useMutation(trpc.admin.products.endReservation.mutationOptions(reporting(MANUAL_STATE_MESSAGES.reservationEnded)));
  const reserve = useMutation(
    trpc.admin.products.reserve.mutationOptions({
      onSuccess: () => onNotice({ type: 'success', text: MANUAL_STATE_MESSAGES.reserved }),
      onSettled: refresh,
    }),
  );
  const busy = markSold.isPending || unmarkSold.isPending || endReservation.isPending || reserve.isPending;
  return { markSold, unmarkSold, reserve, endReservation, busy };
}

/** A piece's record (its product events), read when its dialog opens. */
export function useProductRecord(productId: number | null) {
  return useQuery({ ...trpc.admin.products.events.queryOptions({ id: productId ?? 0 }), enabled: productId !== null });
}
