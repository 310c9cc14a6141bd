import { z } from 'zod';
import { OrderIdInput, PlaceGuestOrderInput, PlaceOrderInput } from '../../../shared/schemas/orders.ts';
import { GuestId } from '../../../shared/schemas/guest.ts';
import { ForbiddenError } from '../../errors.ts';
import { buyerProcedure, createRouter, guestProcedure, userProcedure } from '../../trpc/init.ts';
import { getOrder, listOrders, orderProof } from './orders.service.ts';
import { userBuyer } from '../../buyer.ts';
import { placeOrder } from './order-placement.service.ts';

export const ordersRouter = createRouter({
  /** The signed-in user's orders, or else the guest's. */
  list: buyerProcedure.query(async ({ ctx }) => ({ orders: await listOrders(ctx.em, ctx.buyer) })),
  byId: buyerProcedure.input(OrderIdInput).query(({ ctx, input }) => getOrder(ctx.em, ctx.buyer, input.id)),

  /** The image bytes: only the REST adapter calls this (in process), to answer the proof's path. */
  proof: buyerProcedure.input(OrderIdInput).query(({ ctx, input }) => orderProof(ctx.em, ctx.storage, ctx.buyer, input.id)),

  /** The guest's orders even when a session is also sent (the guest-orders paths of spec §7). */
  guestList: guestProcedure.input(z.strictObject({ guest_id: GuestId })).query(async ({ ctx, input }) => {
    if (input.guest_id !== ctx.buyer.id) throw new ForbiddenError('The guest_id does not match this guest.');
    return { orders: await listOrders(ctx.em, ctx.buyer) };
  }),
  guestById: guestProcedure.input(OrderIdInput).query(({ ctx, input }) => getOrder(ctx.em, ctx.buyer, input.id)),
  guestProof: guestProcedure.input(OrderIdInput).query(({ ctx, input }) => orderProof(ctx.em, ctx.storage, ctx.buyer, input.id)),

  /** A signed-in buyer's order: the account's email is the order's. */
  place: userProcedure
    .input(PlaceOrderInput)
    .mutation(({ ctx, input }) => placeOrder(ctx.em, ctx.storage, userBuyer(ctx.user.id), { ...input, email: ctx.user.email })),

  /** A guest's order; the guest_id field must be the X-Guest-ID the request carries. */
  placeAsGuest: guestProcedure.input(PlaceGuestOrderInput).mutation(({ ctx, input }) => {
    if (input.guest_id !== ctx.buyer.id) throw new ForbiddenError('The guest_id does not match this guest.');
    return placeOrder(ctx.em, ctx.storage, ctx.buyer, input);
  }),
});
