import { AddToCartInput, RemoveFromCartInput } from '../../../shared/schemas/cart.ts';
import { buyerProcedure, createRouter } from '../../trpc/init.ts';
import { buyerOf, rateLimited } from '../../trpc/rate-limit.ts';
import { addToCart, clearCart, getCart, releaseCartHolds, removeFromCart } from './cart.service.ts';
import { holdCart } from '../pieces/pieces.ts';

export const cartRouter = createRouter({
  get: buyerProcedure.query(({ ctx }) => getCart(ctx.em, ctx.buyer)),

  add: buyerProcedure.input(AddToCartInput).mutation(({ ctx, input }) => addToCart(ctx.em, ctx.buyer, input.product_id)),

  remove: buyerProcedure
    .input(RemoveFromCartInput)
    .mutation(({ ctx, input }) => removeFromCart(ctx.em, ctx.buyer, input.cart_item_id, ctx.mail)),

  clear: buyerProcedure.mutation(({ ctx }) => clearCart(ctx.em, ctx.buyer, ctx.mail)),

  hold: buyerProcedure
    .use(rateLimited('hold', buyerOf, { addressCountsGuestsOnly: true }))
    .mutation(({ ctx }) => holdCart(ctx.em, ctx.buyer, { address: ctx.clientIp }, new Date(), ctx.mail)),

  /** The buyer closed checkout and gave the reservation up: their holds on their cart's pieces end. */
  release: buyerProcedure.mutation(({ ctx }) => releaseCartHolds(ctx.em, ctx.buyer, ctx.mail)),
});
