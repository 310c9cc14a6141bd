import { ProductFormInput, ProductListInput, ReserveProductInput, UpdateProductInput } from '../../../shared/schemas/catalog.ts';
import { ProductIdInput } from '../../../shared/schemas/catalog.ts';
import { adminProcedure, createRouter } from '../../trpc/init.ts';
import { listAdminProducts } from './admin-products.service.ts';
import { endProductReservation, markSold, reserveProduct, unmarkSold } from './manual-states.service.ts';
import { createProduct, deleteProduct, restockProduct, updateProduct } from './product-editing.service.ts';
import { listProductEvents } from './product-events.service.ts';

/** Inputs may be FormData (uploads from the browser) or plain objects; both parse the same. */
export const catalogAdminRouter = createRouter({
  create: adminProcedure.input(ProductFormInput).mutation(({ ctx, input }) => createProduct(ctx.em, ctx.storage, input)),

  update: adminProcedure.input(UpdateProductInput).mutation(({ ctx, input: { id, ...fields } }) => updateProduct(ctx.em, ctx.storage, id, fields)),

  delete: adminProcedure.input(ProductIdInput).mutation(async ({ ctx, input }) => {
    await deleteProduct(ctx.em, ctx.storage, input.id);
    return { id: input.id };
  }),

  restock: adminProcedure.input(ProductIdInput).mutation(({ ctx, input }) => restockProduct(ctx.em, input.id)),

  // The owner's manual states (issue 22): the product manager's list carries them, and each act is recorded.
  list: adminProcedure.input(ProductListInput).query(({ ctx, input }) => listAdminProducts(ctx.em, input)),
  markSold: adminProcedure.input(ProductIdInput).mutation(({ ctx, input }) => markSold(ctx.em, ctx.user, input.id)),
  unmarkSold: adminProcedure.input(ProductIdInput).mutation(({ ctx, input }) => unmarkSold(ctx.em, ctx.user, input.id)),
  reserve: adminProcedure.input(ReserveProductInput).mutation(({ ctx, input }) => reserveProduct(ctx.em, ctx.user, input)),
  endReservation: adminProcedure.input(ProductIdInput).mutation(({ ctx, input }) => endProductReservation(ctx.em, ctx.user, input.id)),
  events: adminProcedure.input(ProductIdInput).query(async ({ ctx, input }) => ({ events: await listProductEvents(ctx.em, input.id) })),
});
