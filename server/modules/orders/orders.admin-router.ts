import { AdminOrderListInput, OrderCountsInput, OrderFiltersInput, ResendOrderMailInput, UpdateOrderStatusInput, type OrderOutput } from '../../../shared/schemas/orders.ts';
import { OrderIdInput } from '../../../shared/schemas/orders.ts';
import { adminProofUrl } from '../../rest/proof-urls.ts';
import { adminProcedure, createRouter } from '../../trpc/init.ts';
import { exportOrders } from './order-export.service.ts';
import { adminOrderProof, countOrdersByStatus, getAdminOrder, listAdminOrders, listPaymentMethods } from './order-management.service.ts';
import type { OrderWithoutProofUrl } from './order-output.ts';
import { listOrderMails, resendOrderMail } from './order-mail-timeline.service.ts';
import { updateOrderStatus } from './order-status.service.ts';

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
  proof: adminProcedure.input(OrderIdInput).query(({ ctx, input }) => adminOrderProof(ctx.em, ctx.storage, input.id)),

  updateStatus: adminProcedure.input(UpdateOrderStatusInput).mutation(async ({ ctx, input }) => withProofUrl(await updateOrderStatus(ctx.em, ctx.mail, ctx.user, input))),

  /** The order's mail timeline: each mail queued for it, sent or failed (with the reason), and its attempts. */
  mails: adminProcedure.input(OrderIdInput).query(async ({ ctx, input }) => ({ mails: await listOrderMails(ctx.em, input.id) })),

  /** Queues one of the order's mails again; answers the timeline with it. */
  resendMail: adminProcedure.input(ResendOrderMailInput).mutation(async ({ ctx, input }) => ({ mails: await resendOrderMail(ctx.em, ctx.mail, input) })),
});
