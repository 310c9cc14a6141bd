import { ProductIdInput, ProductListInput } from '../../../shared/schemas/catalog.ts';
import { ProductFormInput, ReserveProductInput, UpdateProductInput } from '../../../shared/schemas/admin-catalog.ts';
import { adminProcedure, createRouter } from '../../trpc/init.ts';
import { getAdminProduct, listAdminProducts } from './admin-products.service.ts';
import { endProductReservation, markSold, reserveProduct, unmarkSold } from './manual-states.service.ts';
import { createProduct, deleteProduct, restockProduct, updateProduct } from './product-editing.service.ts';
import { duplicateProduct } from './product-duplicate.service.ts';
import { listProductEvents } from './product-events.service.ts';

/** Inputs may be FormData (uploads from the browser) or plain objects; both parse the same. */
export const catalogAdminRouter = createRouter({
  /** Every piece, Drafts and Scheduled ones too, each with its visibility, drop and manual states (the product manager). */
  list: adminProcedure.input(ProductListInput).query(({ ctx, input }) => listAdminProducts(ctx.em, input)),

  byId: adminProcedure.input(ProductIdInput).query(({ ctx, input }) => getAdminProduct(ctx.em, input.id)),

  create: adminProcedure.input(ProductFormInput).mutation(({ ctx, input }) => createProduct(ctx.em, ctx.storage, ctx.user, input)),

  update: adminProcedure
    .input(UpdateProductInput)
    .mutation(({ ctx, input: { id, ...fields } }) => updateProduct(ctx.em, ctx.storage, ctx.user, id, fields)),

  delete: adminProcedure.input(ProductIdInput).mutation(async ({ ctx, input }) => {
    await deleteProduct(ctx.em, ctx.storage, input.id);
    return { id: input.id };
  }),

  /** A Draft copy of a piece, photos included, to list a run of like pieces fast. */
  duplicate: adminProcedure.input(ProductIdInput).mutation(({ ctx, input }) => duplicateProduct(ctx.em, ctx.storage, input.id)),

  restock: adminProcedure.input(ProductIdInput).mutation(({ ctx, input }) => restockProduct(ctx.em, input.id, new Date(), ctx.mail)),

  // The owner's manual states (design.md §2 "Manual states"), each act recorded.
  markSold: adminProcedure.input(ProductIdInput).mutation(({ ctx, input }) => markSold(ctx.em, ctx.user, input.id, new Date(), ctx.mail)),
  unmarkSold: adminProcedure.input(ProductIdInput).mutation(({ ctx, input }) => unmarkSold(ctx.em, ctx.user, input.id, new Date(), ctx.mail)),
  reserve: adminProcedure.input(ReserveProductInput).mutation(({ ctx, input }) => reserveProduct(ctx.em, ctx.user, input, new Date(), ctx.mail)),
  endReservation: adminProcedure.input(ProductIdInput).mutation(({ ctx, input }) => endProductReservation(ctx.em, ctx.user, input.id, new Date(), ctx.mail)),
  events: adminProcedure.input(ProductIdInput).query(async ({ ctx, input }) => ({ events: await listProductEvents(ctx.em, input.id) })),
});
