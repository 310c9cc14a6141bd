import { z } from 'zod';
import { ProductListInput } from '../../shared/schemas/catalog.ts';
import { AdminProductListOutput, AdminProductOutput, MANUAL_STATE_MESSAGES, ProductEventsOutput, ProductFormInput, PRODUCT_FORM_MESSAGES, ReservationFields } from '../../shared/schemas/admin-catalog.ts';
import { SuccessMessage } from './envelopes.ts';
import { defineRoute, nonEmpty, withPathFields } from './route.ts';

const ProductEnvelope = z.object({ success: z.literal(true), message: z.string(), data: AdminProductOutput });
const shared = { tag: 'Admin: products', access: 'admin' as const };

/**
 * The product writes (docs/product/api.md "Products"). Multipart fields: see docs/product/pieces-and-orders.md "Product form payload"; an update
 * may also come as `POST /products/{id}` with `_method=PUT`, which the adapter treats as this PUT.
 */
export const catalogAdminRoutes = [
  defineRoute({
    ...shared,
    method: 'get',
    path: '/admin/products',
    summary: 'The product manager’s list: every piece, Draft and Scheduled ones too, with its visibility and drop_at; filters as GET /products',
    query: ProductListInput,
    response: AdminProductListOutput,
    handle: ({ caller, query }) => caller.admin.products.list(nonEmpty(query)),
  }),
  defineRoute({
    ...shared,
    method: 'get',
    path: '/admin/products/:id',
    summary: 'One product, whatever its visibility, with visibility, drop_at and its drop',
    response: z.object({ data: AdminProductOutput }),
    handle: async ({ caller, params }) => ({ data: await caller.admin.products.byId({ id: params.id ?? '' }) }),
  }),
  defineRoute({
    ...shared,
    method: 'post',
    path: '/products',
    summary:
      'Create a product (multipart: image, additional_images[], is_new_arrival and is_sale as text; visibility live (default), draft or scheduled with drop_at, ISO 8601 in the future)',
    body: ProductFormInput,
    response: ProductEnvelope,
    successStatus: 201,
    handle: async ({ caller, body }) => ({
      success: true,
      message: PRODUCT_FORM_MESSAGES.created,
      data: await caller.admin.products.create(body),
    }),
  }),
  defineRoute({
    ...shared,
    method: 'put',
    path: '/products/:id',
    summary:
      'Replace a product; images not kept by existing_image or existing_additional_images (JSON list, in gallery order; an entry additional_images[n] places the n-th new file there) are removed; visibility and drop_at as on create (absent: unchanged; a piece in a drop keeps its drop’s time)',
    body: ProductFormInput,
    response: ProductEnvelope,
    handle: async ({ caller, body, params }) => ({
      success: true,
      message: PRODUCT_FORM_MESSAGES.updated,
      data: await caller.admin.products.update(withPathFields(body, { id: params.id ?? '' })),
    }),
  }),
  defineRoute({
    ...shared,
    method: 'delete',
    path: '/products/:id',
    summary: 'Delete a product; refused (409) while it is in an open order',
    response: SuccessMessage,
    handle: async ({ caller, params }) => {
      await caller.admin.products.delete({ id: params.id ?? '' });
      return { success: true, message: PRODUCT_FORM_MESSAGES.deleted };
    },
  }),
  defineRoute({
    ...shared,
    method: 'post',
    path: '/products/:id/duplicate',
    summary: 'A Draft copy of a product: its words, price, size, labels, vintage details and photos (copied), with no SKU and nothing of its sale; 201',
    successStatus: 201,
    response: ProductEnvelope,
    handle: async ({ caller, params }) => ({
      success: true,
      message: PRODUCT_FORM_MESSAGES.duplicated,
      data: await caller.admin.products.duplicate({ id: params.id ?? '' }),
    }),
  }),
  defineRoute({
    ...shared,
    method: 'post',
    path: '/products/:id/restock',
    summary: 'Make a product Available again and release any hold on it; 409 while a pending, approved or shipped order holds it',
    response: ProductEnvelope,
    handle: async ({ caller, params }) => ({
      success: true,
      message: PRODUCT_FORM_MESSAGES.restocked,
      data: await caller.admin.products.restock({ id: params.id ?? '' }),
    }),
  }),
  // The owner's manual states (design.md §2 "Manual states"): sold elsewhere, reserved for someone, and the piece's record of both.
  defineRoute({
    ...shared,
    method: 'post',
    path: '/products/:id/mark-sold',
    summary: 'Mark a piece sold elsewhere (e.g. in a live): Sold with no order, any hold or reservation ended; 409 while an order holds it',
    response: ProductEnvelope,
    handle: async ({ caller, params }) => ({
      success: true,
      message: MANUAL_STATE_MESSAGES.markedSold,
      data: await caller.admin.products.markSold({ id: params.id ?? '' }),
    }),
  }),
  defineRoute({
    ...shared,
    method: 'delete',
    path: '/products/:id/mark-sold',
    summary: 'Undo "Mark as sold": the piece is Available again; 409 when it is not marked sold',
    response: ProductEnvelope,
    handle: async ({ caller, params }) => ({
      success: true,
      message: MANUAL_STATE_MESSAGES.unmarkedSold,
      data: await caller.admin.products.unmarkSold({ id: params.id ?? '' }),
    }),
  }),
  defineRoute({
    ...shared,
    method: 'post',
    path: '/products/:id/reservation',
    summary: 'Reserve a piece for a name or Instagram handle until reserved_until (ISO 8601 with offset, future, at most 30 days): shoppers see ON HOLD and nobody can take it until then; any hold ends; 409 when Pending or Sold',
    body: ReservationFields,
    response: ProductEnvelope,
    handle: async ({ caller, body, params }) => ({
      success: true,
      message: MANUAL_STATE_MESSAGES.reserved,
      data: await caller.admin.products.reserve(withPathFields(body, { id: params.id ?? '' })),
    }),
  }),
  defineRoute({
    ...shared,
    method: 'delete',
    path: '/products/:id/reservation',
    summary: 'End a piece’s reservation: free again at once; 409 when it is not reserved',
    response: ProductEnvelope,
    handle: async ({ caller, params }) => ({
      success: true,
      message: MANUAL_STATE_MESSAGES.reservationEnded,
      data: await caller.admin.products.endReservation({ id: params.id ?? '' }),
    }),
  }),
  defineRoute({
    ...shared,
    method: 'get',
    path: '/admin/products/:id/events',
    summary: 'The piece’s record, newest first: who marked it sold or undid that, reserved it (for whom, until when) or ended that, and when',
    response: z.object({ success: z.literal(true), data: ProductEventsOutput }),
    handle: async ({ caller, params }) => ({ success: true, data: await caller.admin.products.events({ id: params.id ?? '' }) }),
  }),
];
