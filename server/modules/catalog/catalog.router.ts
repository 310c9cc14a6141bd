import { ProductIdInput, ProductListInput } from '../../../shared/schemas/catalog.ts';
import { viewerOf } from '../../buyer.ts';
import { createRouter, publicProcedure } from '../../trpc/init.ts';
import { getProduct, listNewDrops, listProductCards, listProducts } from './catalog.service.ts';
import { similarPieces } from './similar-pieces.service.ts';

export const catalogRouter = createRouter({
  /** The web client's catalogue pages: each piece as its card draws it (design.md §3 "Grids get cards"). */
  list: publicProcedure.input(ProductListInput).query(({ ctx, input }) => listProductCards(ctx.em, input, viewerOf(ctx))),

  /** The same page with every product field, for the REST adapter's GET /products (docs/product/api.md "Products"); the web client never asks it. */
  listFull: publicProcedure.input(ProductListInput).query(({ ctx, input }) => listProducts(ctx.em, input, viewerOf(ctx))),

  newDrops: publicProcedure.query(({ ctx }) => listNewDrops(ctx.em, viewerOf(ctx))),

  byId: publicProcedure.input(ProductIdInput).query(({ ctx, input }) => getProduct(ctx.em, input.id, viewerOf(ctx))),

  similar: publicProcedure.input(ProductIdInput).query(({ ctx, input }) => similarPieces(ctx.em, input.id, viewerOf(ctx))),
});
