import { AdminOrderListInput, OrderCountsInput, UpdateOrderStatusInput } from '../../../shared/schemas/orders.ts';
import { OrderIdInput } from '../../../shared/schemas/orders.ts';
import { adminProcedure, createRouter } from '../../trpc/init.ts';
import { adminOrderProof, countOrdersByStatus, getAdminOrder, listAdminOrders } from './order-management.service.ts';
import { updateOrderStatus } from './order-status.service.ts';

export const ordersAdminRouter = createRouter({
  list: adminProcedure.input(AdminOrderListInput).query(({ ctx, input }) => listAdminOrders(ctx.em, input)),

  counts: adminProcedure.input(OrderCountsInput).query(({ ctx, input }) => countOrdersByStatus(ctx.em, input.search)),

  byId: adminProcedure.input(OrderIdInput).query(({ ctx, input }) => getAdminOrder(ctx.em, input.id)),

  /** Any order's proof image, for the REST adapter's admin proof path (called in process only). */
  proof: adminProcedure.input(OrderIdInput).query(({ ctx, input }) => adminOrderProof(ctx.em, ctx.storage, input.id)),

  updateStatus: adminProcedure.input(UpdateOrderStatusInput).mutation(({ ctx, input }) => updateOrderStatus(ctx.em, input)),
});
