import { AssignPiecesInput, CreateDropInput, DraftPiecesInput, DropIdInput, RemovePieceInput, UpdateDropInput } from '../../../shared/schemas/drops.ts';
import { adminProcedure, createRouter } from '../../trpc/init.ts';
import { assignPieces, removePiece } from './drop-pieces.service.ts';
import { cancelDrop, createDrop, dropDetail, listDraftPieces, listDrops, updateDrop } from './drops.service.ts';

/** The owner's drops (design.md §8 "Drops"). Create and update take FormData (a cover upload) or plain objects. */
export const dropsAdminRouter = createRouter({
  list: adminProcedure.query(({ ctx }) => listDrops(ctx.em)),

  byId: adminProcedure.input(DropIdInput).query(({ ctx, input }) => dropDetail(ctx.em, input.id)),

  create: adminProcedure.input(CreateDropInput).mutation(({ ctx, input }) => createDrop(ctx.em, ctx.storage, ctx.mail, input)),

  update: adminProcedure.input(UpdateDropInput).mutation(({ ctx, input: { id, ...changes } }) => updateDrop(ctx.em, ctx.storage, ctx.mail, id, changes)),

  cancel: adminProcedure.input(DropIdInput).mutation(({ ctx, input }) => cancelDrop(ctx.em, input.id)),

  assignPieces: adminProcedure.input(AssignPiecesInput).mutation(({ ctx, input }) => assignPieces(ctx.em, input)),

  removePiece: adminProcedure.input(RemovePieceInput).mutation(({ ctx, input }) => removePiece(ctx.em, input)),

  draftPieces: adminProcedure.input(DraftPiecesInput).query(({ ctx, input }) => listDraftPieces(ctx.em, input.search)),
});
