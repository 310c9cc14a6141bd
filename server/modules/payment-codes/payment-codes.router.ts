import { OrderIdInput } from '../../../shared/schemas/orders.ts';
import { CheckoutCodeInput } from '../../../shared/schemas/payment-codes.ts';
import { buyerProcedure, createRouter } from '../../trpc/init.ts';
import { getOrder } from '../orders/orders.service.ts';
import { checkoutCode, orderCode } from './payment-codes.service.ts';

export const paymentCodesRouter = createRouter({
  /** The code checkout shows beside "Amount to pay", or null while the owner has set none. */
  forCheckout: buyerProcedure.input(CheckoutCodeInput).query(({ ctx, input }) => checkoutCode(ctx.em, ctx.buyer, input.province)),

  /** The code for one of the buyer's orders while it waits on its payment (a user's by session, a guest's by X-Guest-ID). */
  forOrder: buyerProcedure.input(OrderIdInput).query(async ({ ctx, input }) => orderCode(ctx.em, await getOrder(ctx.em, ctx.buyer, input.id))),
});
