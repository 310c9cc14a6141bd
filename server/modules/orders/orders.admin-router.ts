import { AdminOrderListInput, OrderCountsInput, OrderFiltersInput, OrderNeighboursInput, ResendOrderMailInput, SetPaymentChecksInput, UpdateOrderStatusInput, BulkOrderStatusInput } from '../../../shared/schemas/admin-orders.ts';
import { OrderIdInput } from '../../../shared/schemas/orders.ts';
import { PackingSlipsInput } from '../../../shared/schemas/packing-slips.ts';
import { adminProofUrl } from '../../rest/proof-urls.ts';
import { adminProcedure, createRouter } from '../../trpc/init.ts';
import { exportOrders } from './order-export.service.ts';
import { adminOrderProof, countOrdersByStatus, listAdminOrders, listPaymentMethods } from './order-management.service.ts';
import { listOrderEvents } from './order-events.service.ts';
import { orderNeighbours } from './order-neighbours.service.ts';
import type { OrderWithoutProofUrl } from './order-output.ts';
import { listOrderMails, resendOrderMail } from './order-mail-timeline.service.ts';
import { updateOrderStatus, updateOrderStatuses } from './order-status.service.ts';
import { listPackingSlips } from './packing-slips.service.ts';
import { getReviewedOrder, recordProofView, setPaymentChecks, withPaymentReview } from './payment-review.service.ts';

/** An admin loads any order's proof from the admin path (`payment_proof`, docs/product/pieces-and-orders.md "Order"). */
const withProofUrl = <T extends OrderWithoutProofUrl>(order: T): T & { payment_proof: string } => ({ ...order, payment_proof: adminProofUrl(order) });

export const ordersAdminRouter = createRouter({
  /**
   * `read_at`: when the server read the list. The owner's installed app may show a list from its
   * offline copy (client/admin-sw.ts), and says how old it is.
   */
  list: adminProcedure.input(AdminOrderListInput).query(async ({ ctx, input }) => {
    const read_at = new Date().toISOString();
    const { orders, meta } = await listAdminOrders(ctx.em, input);
    return { orders: (await withPaymentReview(ctx.em, orders)).map(withProofUrl), meta, read_at };
  }),

  counts: adminProcedure.input(OrderCountsInput).query(({ ctx, input }) => countOrdersByStatus(ctx.em, input)),

  paymentMethods: adminProcedure.query(({ ctx }) => listPaymentMethods(ctx.em)),

  /**
   * Every order the filters match as a CSV stream, recorded on each as exported by this admin; for
   * the REST adapter's download path (called in process only: a stream is no JSON).
   */
  export: adminProcedure.input(OrderFiltersInput).mutation(({ ctx, input }) => exportOrders(ctx.em, ctx.user, input)),

  /** With the owner's payment checklist and flags (admin outputs only). */
  byId: adminProcedure.input(OrderIdInput).query(async ({ ctx, input }) => withProofUrl(await getReviewedOrder(ctx.em, input.id))),

  /** The orders above and below this one in the list for these filters, to step through it. */
  neighbours: adminProcedure.input(OrderNeighboursInput).query(({ ctx, input }) => orderNeighbours(ctx.em, input.id, input)),

  /** Any order's proof image, for the REST adapter's admin proof path (called in process only); the look is audited. */
  proof: adminProcedure.input(OrderIdInput).query(async ({ ctx, input }) => {
    const proof = await adminOrderProof(ctx.em, ctx.storage, input.id);
    await recordProofView(ctx.em, ctx.user, input.id);
    return proof;
  }),

  /** Sets the owner's payment checklist; each tick and untick goes on the order's timeline. */
  setPaymentChecks: adminProcedure
    .input(SetPaymentChecksInput)
    .mutation(async ({ ctx, input }) => withProofUrl(await setPaymentChecks(ctx.em, ctx.user, input))),

  updateStatus: adminProcedure.input(UpdateOrderStatusInput).mutation(async ({ ctx, input }) => withProofUrl(await updateOrderStatus(ctx.em, ctx.mail, ctx.user, input))),

  /** The order desk's bulk action: one status for every order chosen, all or none. */
  bulkStatus: adminProcedure.input(BulkOrderStatusInput).mutation(({ ctx, input }) => updateOrderStatuses(ctx.em, ctx.mail, ctx.user, input)),

  /** The order's mail timeline: each mail queued for it, sent or failed (with the reason), and its attempts. */
  mails: adminProcedure.input(OrderIdInput).query(async ({ ctx, input }) => ({ mails: await listOrderMails(ctx.em, input.id) })),

  /** The order's audit timeline: who changed its status, note or shipping, ticked a check, viewed its proof, exported it; oldest first. */
  events: adminProcedure.input(OrderIdInput).query(async ({ ctx, input }) => ({ events: await listOrderEvents(ctx.em, input.id) })),

  /** Queues one of the order's mails again; answers the timeline with it. */
  resendMail: adminProcedure.input(ResendOrderMailInput).mutation(async ({ ctx, input }) => ({ mails: await resendOrderMail(ctx.em, ctx.mail, input) })),

  /** The packing slips of one order or of every order in a status, for printing: one call, not one per order. */
  packingSlips: adminProcedure.input(PackingSlipsInput).query(({ ctx, input }) => listPackingSlips(ctx.em, input)),
});
