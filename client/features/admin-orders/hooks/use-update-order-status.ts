import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_ORDER_MESSAGES } from '../../../../shared/schemas/orders.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { trpc } from '../../../lib/trpc.ts';

export const UPDATE_STATUS_FAILED = 'An error occurred while updating order status';

/**
 * Sets an order's status and notes. A new status also changes its pieces (Sold, Available…), so the
 * whole admin area and the catalogue reload, not only the order lists; the mutation stays pending
 * until they have, so the success message appears beside up-to-date counts.
 */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.admin.orders.updateStatus.mutationOptions({
      onSuccess: async () => {
        await Promise.all([trpc.admin.pathKey(), trpc.catalog.pathKey()].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
        notifications.show({ color: 'green', message: ADMIN_ORDER_MESSAGES.statusUpdated });
      },
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, UPDATE_STATUS_FAILED) }),
    }),
  );
}
