import { AdminOrderListInput, OrderCountsInput, OrderFiltersInput, OrderNeighboursInput, ResendOrderMailInput, UpdateOrderStatusInput, type OrderOutput } from '../../../shared/schemas/orders.ts';
import { OrderIdInput } from '../../../shared/schemas/orders.ts';
import { PackingSlipsInput } from '../../../shared/schemas/packing-slips.ts';
import { adminProofUrl } from '../../rest/proof-urls.ts';
import { adminProcedure, createRouter } from '../../trpc/init.ts';
import { exportOrders } from './order-export.service.ts';
import { adminOrderProof, countOrdersByStatus, getAdminOrder, listAdminOrders, listPaymentMethods } from './order-management.service.ts';
import { listOrderEvents } from './order-events.service.ts';
import { orderNeighbours } from './order-neighbours.service.ts';
import type { OrderWithoutProofUrl } from './order-output.ts';
import { listOrderMails, resendOrderMail } from './order-mail-timeline.service.ts';
import { updateOrderStatus } from './order-status.service.ts';
import { listPackingSlips } from './packing-slips.service.ts';

/** An admin loads any order's proof from the admin path (spec §3 `payment_proof`). */
const withProofUrl = (order: OrderWithoutProofUrl): OrderOutput => ({ ...order, payment_proof: adminProofUrl(order) });

export const ordersAdminRouter = createRouter({
  list: adminProcedure.input(AdminOrderListInput).query(async ({ ctx, input }) => {
    const { orders, meta } = await listAdminOrders(ctx.em, input);
    return { orders: orders.map(withProofUrl), meta };
  }),

  counts: adminProcedure.input(OrderCountsInput).query(({ ctx, input }) => countOrdersByStatus(ctx.em, input)),

  paymentMethods: adminProcedure.query(({ ctx }) => listPaymentMethods(ctx.em)),

  /**
   * Every order the filters match as a CSV stream, recorded on each as exported by this admin; for
   * the REST adapter's download path (called in process only: a stream is no JSON).
   */
  export: adminProcedure.input(OrderFiltersInput).mutation(({ ctx, input }) => exportOrders(ctx.em, ctx.user, input)),

  byId: adminProcedure.input(OrderIdInput).query(async ({ ctx, input }) => withProofUrl(await getAdminOrder(ctx.em, input.id))),

  /** Any order's proof image, for the REST adapter's admin proof path (called in process only). */
  /** The orders above and below this one in the list for these filters, to step through it. */
  neighbours: adminProcedure.input(OrderNeighboursInput).query(({ ctx, input }) => orderNeighbours(ctx.em, input.id, input)),

  proof: adminProcedure.input(OrderIdInput).query(({ ctx, input }) => adminOrderProof(ctx.em, ctx.storage, input.id)),

  updateStatus: adminProcedure.input(UpdateOrderStatusInput).mutation(async ({ ctx, input }) => withProofUrl(await updateOrderStatus(ctx.em, ctx.mail, ctx.user, input))),

  /** The order's mail timeline: each mail queued for it, sent or failed (with the reason), and its attempts. */
  mails: adminProcedure.input(OrderIdInput).query(async ({ ctx, input }) => ({ mails: await listOrderMails(ctx.em, input.id) })),

  /** The order's audit timeline: who changed its status, note or shipping, ticked a check, viewed its proof, exported it; oldest first. */
  events: adminProcedure.input(OrderIdInput).query(async ({ ctx, input }) => ({ events: await listOrderEvents(ctx.em, input.id) })),

  /** Queues one of the order's mails again; answers the timeline with it. */
  resendMail: adminProcedure.input(ResendOrderMailInput).mutation(async ({ ctx, input }) => ({ mails: await resendOrderMail(ctx.em, ctx.mail, input) })),

  /** The packing slips of one order or of every order in a status, for printing: one call, not one per order. */
  packingSlips: adminProcedure.input(PackingSlipsInput).query(({ ctx, input }) => listPackingSlips(ctx.em, input)),
});
