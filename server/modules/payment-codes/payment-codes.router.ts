import { CheckoutCodeInput } from '../../../shared/schemas/payment-codes.ts';
import { buyerProcedure, createRouter } from '../../trpc/init.ts';
import { checkoutCode } from './payment-codes.service.ts';

export const paymentCodesRouter = createRouter({
  /** The code checkout shows beside "Amount to pay", or null while the owner has set none. */
  forCheckout: buyerProcedure.input(CheckoutCodeInput).query(({ ctx, input }) => checkoutCode(ctx.em, ctx.buyer, input.province)),
});
