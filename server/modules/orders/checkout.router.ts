import { PlaceGuestOrderInput, PlaceOrderInput } from '../../../shared/schemas/checkout.ts';
import { ForbiddenError } from '../../errors.ts';
import { createRouter, guestProcedure, userProcedure } from '../../trpc/init.ts';
import { userBuyer } from '../../buyer.ts';
import { placeOrder } from './checkout.service.ts';

export const checkoutRouter = createRouter({
  /** A signed-in buyer's order: the account's email is the order's. */
  placeOrder: userProcedure
    .input(PlaceOrderInput)
    .mutation(({ ctx, input }) => placeOrder(ctx.em, ctx.storage, userBuyer(ctx.user.id), { ...input, email: ctx.user.email })),

  /** A guest's order; the guest_id field must be the X-Guest-ID the request carries. */
  placeGuestOrder: guestProcedure.input(PlaceGuestOrderInput).mutation(({ ctx, input }) => {
    if (input.guest_id !== ctx.buyer.id) throw new ForbiddenError('The guest_id does not match this guest.');
    return placeOrder(ctx.em, ctx.storage, ctx.buyer, input);
  }),
});
