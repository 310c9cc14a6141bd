import { ProductFormInput, ProductIdInput, ProductListInput, UpdateProductInput } from '../../../shared/schemas/catalog.ts';
import { adminProcedure, createRouter } from '../../trpc/init.ts';
import { getProductForAdmin, listProductsForAdmin } from './catalog.service.ts';
import { createProduct, deleteProduct, restockProduct, updateProduct } from './product-editing.service.ts';

/** Inputs may be FormData (uploads from the browser) or plain objects; both parse the same. */
export const catalogAdminRouter = createRouter({
  /** Every piece, Drafts and Scheduled ones too, each with its visibility (the product manager). */
  list: adminProcedure.input(ProductListInput).query(({ ctx, input }) => listProductsForAdmin(ctx.em, input)),

  byId: adminProcedure.input(ProductIdInput).query(({ ctx, input }) => getProductForAdmin(ctx.em, input.id)),

  create: adminProcedure.input(ProductFormInput).mutation(({ ctx, input }) => createProduct(ctx.em, ctx.storage, ctx.user, input)),

  update: adminProcedure
    .input(UpdateProductInput)
    .mutation(({ ctx, input: { id, ...fields } }) => updateProduct(ctx.em, ctx.storage, ctx.user, id, fields)),

  delete: adminProcedure.input(ProductIdInput).mutation(async ({ ctx, input }) => {
    await deleteProduct(ctx.em, ctx.storage, input.id);
    return { id: input.id };
  }),

  restock: adminProcedure.input(ProductIdInput).mutation(({ ctx, input }) => restockProduct(ctx.em, input.id)),
});
