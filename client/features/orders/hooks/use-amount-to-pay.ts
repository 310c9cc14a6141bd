import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderAmounts } from '../../../../shared/order-amounts.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { fetchAnew } from '../../../lib/fetch-anew.ts';
import { trpc, trpcClient } from '../../../lib/trpc.ts';
import { showToast } from '../../../components/notifications-host.tsx';

/**
 * Asks the shop, once the pieces are held, what the buyer is to pay for them delivered to a province
 * (docs/product/payment-codes.md "Distinct amounts": the amount may be this buyer's own), and the
 * code that pays it, so the payment step opens with both in place. The amounts go to `onDue`.
 */
export function useAmountToPay(onDue: (amounts: OrderAmounts) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (province: string | null): Promise<OrderAmounts> => {
      const due = await trpcClient.orders.amountToPay.mutate({ province });
      // Fetched anew: a code drawn before the amount was kept may carry another amount.
      await fetchAnew(queryClient, trpc.paymentCodes.forCheckout.queryOptions({ province }));
      return {
        subtotalCentavos: due.subtotal_centavos,
        shippingCentavos: due.shipping_centavos,
        discountCentavos: due.discount_centavos,
        amountToPayCentavos: due.amount_to_pay_centavos,
      };
    },
    onSuccess: onDue,
    onError: (error) => showToast({ color: 'red', message: errorMessage(error, 'Could not work out the amount to pay. Please try again.') }),
  });
}
