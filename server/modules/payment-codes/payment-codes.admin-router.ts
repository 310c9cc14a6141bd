import { OrderIdInput } from '../../../shared/schemas/orders.ts';
import { OwnerCodeInput, OwnerCodePayloadInput } from '../../../shared/schemas/payment-codes.ts';
import { adminProcedure, createRouter } from '../../trpc/init.ts';
import { getAdminOrder } from '../orders/order-management.service.ts';
import { confirmTest, orderCode, ownerCode, readOwnerCode, removeOwnerCode, saveOwnerCode, testCode } from './payment-codes.service.ts';

/** The owner's receive-money code in Shop Settings: read (to confirm whom it pays), saved, tested; and drawn for an order. */
export const paymentCodesAdminRouter = createRouter({
  get: adminProcedure.query(async ({ ctx }) => ({ code: await ownerCode(ctx.em) })),

  read: adminProcedure.input(OwnerCodeInput).mutation(({ input }) => readOwnerCode(input)),

  save: adminProcedure.input(OwnerCodePayloadInput).mutation(({ ctx, input }) => saveOwnerCode(ctx.em, input.payload)),

  remove: adminProcedure.mutation(async ({ ctx }) => {
    await removeOwnerCode(ctx.em);
    return { code: null };
  }),

  test: adminProcedure.mutation(({ ctx }) => testCode(ctx.em)),

  confirmTest: adminProcedure.input(OwnerCodePayloadInput).mutation(({ ctx, input }) => confirmTest(ctx.em, input.payload)),

  /** The code for any order while it waits on its payment, for the owner to send its buyer again. */
  forOrder: adminProcedure.input(OrderIdInput).query(async ({ ctx, input }) => orderCode(ctx.em, await getAdminOrder(ctx.em, input.id))),
});
