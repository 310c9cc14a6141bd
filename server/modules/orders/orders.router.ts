import { z } from 'zod';
import { AmountToPayInput, OrderIdInput, OrderViewLinkInput, PaymentFixInput, PlaceGuestOrderInput, PlaceOrderInput, type OrderOutput } from '../../../shared/schemas/orders.ts';
import { GuestId } from '../../../shared/schemas/guest.ts';
import { ForbiddenError } from '../../errors.ts';
import { buyerProofUrl } from '../../rest/proof-urls.ts';
import { buyerProcedure, createRouter, guestProcedure, publicProcedure, userProcedure } from '../../trpc/init.ts';
import { buyerOf, guestOf, paymentFixLinkOf, rateLimited } from '../../trpc/rate-limit.ts';
import { getOrder, listOrders, orderProof } from './orders.service.ts';
import { userBuyer } from '../../buyer.ts';
import type { OrderWithoutProofUrl } from './order-output.ts';
import { placeOrder } from './order-placement.service.ts';
import { reserveAmountToPay } from './distinct-amounts.service.ts';
import { createOrderViewLink, orderByViewLink } from './order-view-link.service.ts';
import { fixPaymentByViewLink } from './payment-fix.service.ts';

/** A buyer loads the proof from their own path (`payment_proof`, docs/product/pieces-and-orders.md "Order"). */
const withProofUrl = (order: OrderWithoutProofUrl): OrderOutput => ({ ...order, payment_proof: buyerProofUrl(order) });

export const ordersRouter = createRouter({
  /** The signed-in user's orders, or else the guest's. */
  list: buyerProcedure.query(async ({ ctx }) => ({ orders: (await listOrders(ctx.em, ctx.buyer)).map(withProofUrl) })),
  byId: buyerProcedure.input(OrderIdInput).query(async ({ ctx, input }) => withProofUrl(await getOrder(ctx.em, ctx.buyer, input.id))),

  /** The one order a mail's "View your order" link opens, read-only, for whoever holds the link. */
  byViewLink: publicProcedure.input(OrderViewLinkInput).query(({ ctx, input }) => orderByViewLink(ctx.em, input.token)),

  /**
   * A new proof for an order awaiting a payment fix, from the page the mail's link opens: counted as
   * placing an order is (a proof is decoded), per address and per link; after the input is read, as
   * the link's token is in the form.
   */
  fixPayment: publicProcedure
    .input(PaymentFixInput)
    .use(rateLimited('order', paymentFixLinkOf))
    .mutation(({ ctx, input }) => fixPaymentByViewLink(ctx.em, ctx.storage, ctx.mail, input)),

  /** The image bytes: only the REST adapter calls this (in process), to answer the proof's path. */
  proof: buyerProcedure.input(OrderIdInput).query(({ ctx, input }) => orderProof(ctx.em, ctx.storage, ctx.buyer, input.id)),

  /** The guest's orders even when a session is also sent (the guest-orders paths, docs/product/api.md "Orders"). */
  guestList: guestProcedure.input(z.strictObject({ guest_id: GuestId })).query(async ({ ctx, input }) => {
    if (input.guest_id !== ctx.buyer.id) throw new ForbiddenError('The guest_id does not match this guest.');
    return { orders: (await listOrders(ctx.em, ctx.buyer)).map(withProofUrl) };
  }),
  guestById: guestProcedure.input(OrderIdInput).query(async ({ ctx, input }) => withProofUrl(await getOrder(ctx.em, ctx.buyer, input.id))),
  guestProof: guestProcedure.input(OrderIdInput).query(({ ctx, input }) => orderProof(ctx.em, ctx.storage, ctx.buyer, input.id)),

  /**
   * What checkout tells the buyer to pay for their cart delivered to `province`, asked once their pieces
   * are held: with the owner's distinct amounts on, an amount of their own is kept for them.
   */
  amountToPay: buyerProcedure.input(AmountToPayInput).mutation(async ({ ctx, input }) => {
    const amounts = await reserveAmountToPay(ctx.em, ctx.buyer, input.province);
    return {
      subtotal_centavos: amounts.subtotalCentavos,
      shipping_centavos: amounts.shippingCentavos,
      discount_centavos: amounts.discountCentavos,
      amount_to_pay_centavos: amounts.amountToPayCentavos,
    };
  }),

  /** A signed-in buyer's order: the account's email is the order's. */
  place: userProcedure
    .use(rateLimited('order', buyerOf))
    .input(PlaceOrderInput)
    .mutation(async ({ ctx, input }) =>
      withProofUrl(await placeOrder(ctx.em, ctx.storage, ctx.mail, userBuyer(ctx.user.id), { ...input, email: ctx.user.email })),
    ),

  /**
   * A guest's order; the guest_id field must be the X-Guest-ID the request carries. With it, a link of
   * its own to the order (a path), which the thank-you view offers to keep: the guest id lives in one
   * browser only.
   */
  placeAsGuest: guestProcedure
    .use(rateLimited('order', guestOf))
    .input(PlaceGuestOrderInput)
    .mutation(async ({ ctx, input }) => {
      if (input.guest_id !== ctx.buyer.id) throw new ForbiddenError('The guest_id does not match this guest.');
      const order = withProofUrl(await placeOrder(ctx.em, ctx.storage, ctx.mail, ctx.buyer, input));
      return { ...order, view_link: await createOrderViewLink(ctx.em, order.id, '') };
    }),
});
