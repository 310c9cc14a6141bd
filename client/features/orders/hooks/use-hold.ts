import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/errors.ts';
import { trpc } from '../../../lib/trpc.ts';
import { deadlineAfter } from './use-seconds-left.ts';
import { showToast } from '../../../components/notifications-host.tsx';

/**
 * Holds every piece in the cart as checkout reaches payment (docs/product/pieces-and-orders.md "Hold"). The answer's deadline
 * is counted from when it arrived, so the browser's clock never has to agree with the server's.
 */
export function useHold(options: { onHeld: (deadline: number) => void; onRefused: () => void }) {
  return useMutation(
    trpc.cart.hold.mutationOptions({
      onSuccess: (hold) => {
        if (hold.is_hold_expired) return options.onRefused();
        options.onHeld(deadlineAfter(hold.hold_expiry_time_in_seconds));
      },
      onError: (error) => {
        showToast({ color: 'red', message: errorMessage(error, 'An error occurred while holding products') });
        options.onRefused();
      },
    }),
  );
}
