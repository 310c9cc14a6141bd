import { JoinQueueInput, QueueInput, TakeTurnInput } from '../../../shared/schemas/queue.ts';
import { viewerOf } from '../../buyer.ts';
import { buyerProcedure, createRouter, publicProcedure } from '../../trpc/init.ts';
import { buyerOf, rateLimited } from '../../trpc/rate-limit.ts';
import { joinQueue, leaveQueue, myQueues, queuePlace } from './queue.service.ts';
import { takeTurnByLink } from './turn-link.service.ts';

/** A piece's queue for shoppers (design.md §8 "Next in line"): their place, joining, leaving or passing. */
export const queueRouter = createRouter({
  /** Anyone sees the queue's length; a buyer also their place in it. */
  place: publicProcedure.input(QueueInput).query(({ ctx, input }) => queuePlace(ctx.em, viewerOf(ctx), input.product_id)),

  mine: buyerProcedure.query(({ ctx }) => myQueues(ctx.em, ctx.buyer)),

  // Counted as holds are: a join takes the same locks and limits.
  join: buyerProcedure
    .use(rateLimited('hold', buyerOf, { addressCountsGuestsOnly: true }))
    .input(JoinQueueInput)
    .mutation(({ ctx, input }) => joinQueue(ctx.em, ctx.mail, ctx.buyer, input.product_id, input.email, { address: ctx.clientIp })),

  /** The link of "It's your turn", opened on any device: the running turn becomes the caller's. Counted as holds are. */
  takeTurn: buyerProcedure
    .use(rateLimited('hold', buyerOf, { addressCountsGuestsOnly: true }))
    .input(TakeTurnInput)
    .mutation(({ ctx, input }) => takeTurnByLink(ctx.em, ctx.buyer, input.token)),

  /** Leaving the line, or passing one's turn: the next in line's turn starts now. */
  leave: buyerProcedure.input(QueueInput).mutation(({ ctx, input }) => leaveQueue(ctx.em, ctx.mail, ctx.buyer, input.product_id)),
});
