import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { PRODUCT_FORM_MESSAGES } from '../../../../shared/schemas/admin-catalog.ts';
import { errorMessage } from '../../../lib/errors.ts';
import type { Notice } from '../../../lib/notice.ts';
import { trpc } from '../../../lib/trpc.ts';

/**
 * Delete, restock and duplicate from the product manager; each way the whole catalogue, and the
 * admin's list, are read again. A duplicate opens in the form, where the owner puts right what
 * differs in the new piece before it goes live.
 */
export function useProductActions(onNotice: (notice: Notice) => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.admin.products.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.catalog.pathKey() }),
    ]);
  const remove = useMutation(
    trpc.admin.products.delete.mutationOptions({
      onSuccess: () => onNotice({ type: 'success', text: PRODUCT_FORM_MESSAGES.deleted }),
      onError: (error) => onNotice({ type: 'error', text: errorMessage(error, 'Failed to delete product') }),
      onSettled: refresh,
    }),
  );
  const restock = useMutation(
    trpc.admin.products.restock.mutationOptions({
      onSuccess: () => onNotice({ type: 'success', text: PRODUCT_FORM_MESSAGES.restocked }),
      onError: (error) => onNotice({ type: 'error', text: errorMessage(error) }),
      onSettled: refresh,
    }),
  );
  const duplicate = useMutation(
    trpc.admin.products.duplicate.mutationOptions({
      onSuccess: (copy) => void navigate({ to: '/admin/products/edit/$productId', params: { productId: String(copy.id) } }),
      onError: (error) => onNotice({ type: 'error', text: errorMessage(error, 'Failed to duplicate product') }),
      onSettled: refresh,
    }),
  );
  return { remove, restock, duplicate };
}
