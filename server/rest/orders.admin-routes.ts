import { z } from 'zod';
import { ADMIN_ORDER_MESSAGES, AdminOrderListInput, OrderCountsOutput, OrderStatusFields } from '../../shared/schemas/orders.ts';
import { PageMeta } from '../../shared/schemas/catalog.ts';
import { AdminOrderOutput, PAYMENT_CHECK_MESSAGES, PaymentChecksFields } from '../../shared/schemas/orders.ts';
import { AdminOrderEnvelope, OrderEnvelope } from './envelopes.ts';
import { StoredImage } from './private-image.ts';
import { ADMIN_PROOF_PATH } from './proof-urls.ts';
import { defineRoute, nonEmpty, withPathFields } from './route.ts';

const shared = { tag: 'Admin: orders', access: 'admin' as const };

export const ordersAdminRoutes = [
  defineRoute({
    ...shared,
    method: 'get',
    path: '/admin/orders',
    summary: 'Orders newest first, with ?status= and ?search= (name, Instagram, email or order id), and every tab’s count',
    query: AdminOrderListInput,
    response: z.object({
      success: z.literal(true),
      data: z.object({ orders: z.array(AdminOrderOutput), counts: OrderCountsOutput, meta: PageMeta }),
    }),
    handle: async ({ caller, query }) => {
      const filters = nonEmpty(query);
      const list = await caller.admin.orders.list(filters);
      const counts = await caller.admin.orders.counts(filters.search === undefined ? {} : { search: filters.search });
      return { success: true, data: { orders: list.orders, counts, meta: list.meta } };
    },
  }),
  defineRoute({
    ...shared,
    method: 'get',
    path: '/admin/orders/:id',
    summary: 'One order with its items, the payment checklist and flags (same reference, same screenshot, amount sent ≠ total); payment_proof is the admin path of its proof of payment',
    response: AdminOrderEnvelope,
    handle: async ({ caller, params }) => ({ success: true, data: { order: await caller.admin.orders.byId({ id: params.id ?? '' }) } }),
  }),
  defineRoute({
    ...shared,
    method: 'get',
    path: ADMIN_PROOF_PATH,
    summary: 'Any order’s proof of payment, for review (an image, never cached); recorded on the order’s timeline, once per admin per 10 minutes',
    produces: 'image',
    response: StoredImage,
    handle: ({ caller, params }) => caller.admin.orders.proof({ id: params.id ?? '' }),
  }),
  defineRoute({
    ...shared,
    method: 'post',
    path: '/admin/orders/:id/status',
    summary: 'Set any status with optional notes; the order’s products follow (Pending, Sold, or Available when cancelled)',
    body: OrderStatusFields,
    response: OrderEnvelope,
    handle: async ({ caller, body, params }) => ({
      success: true,
      message: ADMIN_ORDER_MESSAGES.statusUpdated,
      data: { order: await caller.admin.orders.updateStatus(withPathFields(body, { id: params.id ?? '' })) },
    }),
  }),
  defineRoute({
    ...shared,
    method: 'post',
    path: '/admin/orders/:id/payment-checks',
    summary: 'Set the payment checklist the owner ticked (every ticked check; the others are unticked); each change goes on the order’s timeline',
    body: PaymentChecksFields,
    response: AdminOrderEnvelope,
    handle: async ({ caller, body, params }) => ({
      success: true,
      message: PAYMENT_CHECK_MESSAGES.saved,
      data: { order: await caller.admin.orders.setPaymentChecks(withPathFields(body, { id: params.id ?? '' })) },
    }),
  }),
];
