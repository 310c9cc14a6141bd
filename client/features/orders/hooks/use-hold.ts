import { useMutation } from '@tanstack/react-query';
import { CART_MESSAGES, type RefusalAction } from '../../../../shared/cart-messages.ts';
import { errorMessage, refusalActionOf } from '../../../lib/errors.ts';
import { trpc } from '../../../lib/trpc.ts';
import { deadlineAfter } from './use-seconds-left.ts';
import { showToast } from '../../../components/notifications-host.tsx';

/** A refusal the shopper can act on where they are (decision 025): its message, and what to offer. */
export type ActionableRefusal = { message: string; action: RefusalAction };

/**
 * Holds every piece in the cart as checkout reaches payment (docs/product/pieces-and-orders.md "Hold"). The answer's deadline
 * is counted from when it arrived, so the browser's clock never has to agree with the server's. A refusal
 * that names an action goes to `onActionable` (the checkout offers it); any other to `onRefused`.
 */
export function useHold(options: { onHeld: (deadline: number) => void; onRefused: () => void; onActionable: (refusal: ActionableRefusal) => void }) {
  return useMutation(
    trpc.cart.hold.mutationOptions({
      onSuccess: (hold) => {
        if (hold.is_hold_expired) return options.onRefused();
        options.onHeld(deadlineAfter(hold.hold_expiry_time_in_seconds));
      },
      onError: (error) => {
        const action = refusalActionOf(error);
        if (action) return options.onActionable({ message: errorMessage(error), action });
        const message = errorMessage(error, 'An error occurred while holding products');
        // A piece taken meanwhile: the cart's banner says so in these very words once checkout closes (audit B-7: said twice).
        if (message !== CART_MESSAGES.unavailable) showToast({ color: 'red', message });
        options.onRefused();
      },
    }),
  );
}
