import { z } from 'zod';
import { ADMIN_ORDER_MESSAGES, AdminOrderListInput, BulkOrderStatusInput, OrderCountsOutput, OrderEventsOutput, OrderFiltersInput, OrderNeighboursQuery, OrderNeighboursOutput, OrderStatusFields } from '../../shared/schemas/admin-orders.ts';
import { PageMeta } from '../../shared/schemas/catalog.ts';
import { AdminOrderOutput, PAYMENT_CHECK_MESSAGES, PaymentChecksFields } from '../../shared/schemas/admin-orders.ts';
import { CsvDownload } from './csv-download.ts';
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
    summary:
      'Orders newest first, with ?status=, ?search= (order number, name, email, mobile, Instagram, payment reference, a piece’s name or SKU), ?from= and ?to= (days in Manila, YYYY-MM-DD) and ?payment_method=, and every tab’s count',
    query: AdminOrderListInput,
    response: z.object({
      success: z.literal(true),
      data: z.object({ orders: z.array(AdminOrderOutput), counts: OrderCountsOutput, meta: PageMeta }),
    }),
    handle: async ({ caller, query }) => {
      const filters = nonEmpty(query);
      const list = await caller.admin.orders.list(filters);
      // The counts follow every filter but the tab.
      const { search, from, to, payment_method } = filters;
      const counts = await caller.admin.orders.counts({ search, from, to, payment_method });
      return { success: true, data: { orders: list.orders, counts, meta: list.meta } };
    },
  }),
  // Before `/admin/orders/:id`, which would take `export.csv` for an id.
  defineRoute({
    ...shared,
    method: 'get',
    path: '/admin/orders/export.csv',
    summary:
      'Every order the filters of GET /admin/orders match (all pages), as CSV for Excel and Google Sheets (UTF-8 with BOM, amounts in pesos as plain numbers); each exported order records the export in its timeline',
    query: OrderFiltersInput,
    produces: 'csv',
    response: CsvDownload,
    handle: ({ caller, query }) => caller.admin.orders.export(nonEmpty(query)),
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
    path: '/admin/orders/bulk-status',
    summary:
      'The order desk’s bulk action: approved, shipped or delivered for each of `ids` (up to 100), all or none, each order changed as POST /admin/orders/{id}/status changes one (its pieces, its buyer’s mail, its timeline)',
    body: BulkOrderStatusInput,
    response: z.object({ success: z.literal(true), message: z.string(), data: z.object({ ids: z.array(z.number()) }) }),
    handle: async ({ caller, body }) => ({
      success: true,
      message: ADMIN_ORDER_MESSAGES.statusUpdated,
      data: await caller.admin.orders.bulkStatus(body),
    }),
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
    method: 'get',
    path: '/admin/orders/:id/events',
    summary: 'The order’s audit timeline, oldest first: who changed its status, note or shipping, ticked a payment check, viewed its proof or exported it, and when',
    response: z.object({ success: z.literal(true), data: OrderEventsOutput }),
    handle: async ({ caller, params }) => ({ success: true, data: await caller.admin.orders.events({ id: params.id ?? '' }) }),
  }),
  defineRoute({
    ...shared,
    method: 'get',
    path: '/admin/orders/:id/neighbours',
    summary: 'The orders above (previous) and below (next) this one in the list for the same filters as the list (?status=, ?search=, ?from=, ?to=, ?payment_method=) and ?per_page=, each with its page',
    query: OrderNeighboursQuery,
    response: z.object({ success: z.literal(true), data: OrderNeighboursOutput }),
    handle: async ({ caller, params, query }) => ({
      success: true,
      data: await caller.admin.orders.neighbours(withPathFields(nonEmpty(query), { id: params.id ?? '' })),
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
