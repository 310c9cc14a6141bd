/**
 * The owner's side of orders: the order desk's list, filters and counts, payment checks and flags,
 * status changes, and each order's mails and audit trail. The buyer's side is orders.ts.
 */
import { z } from 'zod';
import { ORDER_STATUSES } from '../constants.ts';
import { MAIL_STATES, ORDER_EVENT_KINDS } from '../admin-constants.ts';
import { COURIER_IDS } from '../couriers.ts';
import { PAYMENT_CHECK_KEYS } from '../payments.ts';
import { PageMeta } from './catalog.ts';
import { recordId, wholeNumber } from './common.ts';
import { isShopDay } from '../shop-time.ts';
import { OrderIdInput, OrderOutput } from './orders.ts';
import { StatementMatchOutput } from './payment-statements.ts';

/**
 * What the owner should look at before approving (computed by the server, never shown to buyers): other
 * orders with the same reference; other orders with the same screenshot (the same amount and reference
 * read from both proofs, or, where they were not both read, proofs that look alike by perceptual hash);
 * an amount sent that differs from the total; and a proof whose amount or reference read differs from
 * the order's total or from the reference the buyer typed.
 */
export const PaymentFlags = z.object({
  same_reference: z.array(z.number().int()),
  same_screenshot: z.array(z.number().int()),
  amount_mismatch: z.object({ amount_sent: z.number(), total_amount: z.number() }).nullable(),
  receipt_amount_differs: z.object({ amount_read: z.number(), total_amount: z.number() }).nullable(),
  receipt_reference_differs: z.object({ reference_read: z.string(), reference_typed: z.string() }).nullable(),
});
export type PaymentFlags = z.infer<typeof PaymentFlags>;

/** What the background reading of the proof found: each null where the picture showed none. */
export const ProofReading = z.object({
  read_at: z.string().describe('When the proof was read (ISO 8601)'),
  amount: z.number().nullable().describe('The amount the proof shows, in pesos'),
  reference: z.string().nullable().describe('The reference no. the proof shows, digits only'),
});
export type ProofReading = z.infer<typeof ProofReading>;

export const PaymentChecks = z.array(z.enum(PAYMENT_CHECK_KEYS, { error: `Checks must be among ${PAYMENT_CHECK_KEYS.join(', ')}` }));

/** An order as only admins see it: the buyer's order, the owner's payment checklist, the flags, what the owner's statements said of it and what was read from its proof. */
export const AdminOrderOutput = OrderOutput.extend({
  payment_checks: PaymentChecks,
  payment_flags: PaymentFlags,
  statement_match: StatementMatchOutput.nullable().describe("The owner's statements' verdict on its payment; null until a statement is checked while it waits on one"),
  proof_reading: ProofReading.nullable().describe('What was read from the proof in the background; null until it has been read'),
});
export type AdminOrderOutput = z.infer<typeof AdminOrderOutput>;

/** The checklist as it now stands: every ticked check (the ones left out are unticked). */
export const PaymentChecksFields = z.strictObject({ checks: PaymentChecks.max(PAYMENT_CHECK_KEYS.length) });
export const SetPaymentChecksInput = PaymentChecksFields.extend({ id: OrderIdInput.shape.id }).strict();
export type SetPaymentChecksInput = z.infer<typeof SetPaymentChecksInput>;

export const PAYMENT_CHECK_MESSAGES = { saved: 'Payment checks saved.' } as const;

const ADMIN_ORDERS_PER_PAGE = 50;
const MAX_ADMIN_ORDERS_PER_PAGE = 100;
export const MAX_ADMIN_NOTES_LENGTH = 2000;
export const MAX_TRACKING_NUMBER_LENGTH = 64;

export const ADMIN_ORDER_MESSAGES = {
  statusInvalid: `Status must be one of ${ORDER_STATUSES.join(', ')}`,
  statusUpdated: 'Order status updated successfully.',
  fixNoteRequired: 'Write what the buyer should fix: this note goes in the mail they get.',
  notesTooLong: `Admin notes must be at most ${MAX_ADMIN_NOTES_LENGTH} characters`,
  courierInvalid: `Courier must be one of ${COURIER_IDS.join(', ')}`,
  trackingTooLong: 'Tracking number is too long',
  trackingRequired: 'Enter the tracking number, or tick "No tracking number" to ship without one',
} as const;

const OrderStatus = z.enum(ORDER_STATUSES, { error: ADMIN_ORDER_MESSAGES.statusInvalid });

const Search = z.string().trim().max(100, 'Search is too long').optional();

/** The All Orders tab may say so: `?status=all` (or no status) means every status. */
const StatusFilter = z.preprocess((value) => (value === 'all' || value === '' ? undefined : value), OrderStatus.optional());

export const ORDER_FILTER_MESSAGES = {
  dayInvalid: 'Use a date as YYYY-MM-DD',
  daysReversed: 'The end date must be on or after the start date',
} as const;

/** A day of the shop's calendar (Manila), `YYYY-MM-DD`; the range includes both its days whole. */
const ShopDay = z.string().trim().refine(isShopDay, ORDER_FILTER_MESSAGES.dayInvalid);

/**
 * Which orders the owner is looking at: the list, the tab counts and the CSV export read the same
 * filters. Search matches the order number (`12` or `#12`), the customer's name, email, mobile number
 * (typed any way: `0917 123 4567`, `+639171234567`), Instagram username (with or without its `@`),
 * the payment reference, and the name or SKU of a piece in it. `from` and `to` are days in Manila.
 */
const orderFilterFields = {
  status: StatusFilter,
  search: Search,
  from: ShopDay.optional(),
  to: ShopDay.optional(),
  payment_method: z.string().trim().max(64, 'Payment method is too long').optional(),
};

/** A range that ends before it starts is a slip of the finger, said so rather than answered with nothing. */
function daysInOrder(filters: { from?: string; to?: string }, ctx: z.RefinementCtx): void {
  if (filters.from && filters.to && filters.from > filters.to) ctx.addIssue({ code: 'custom', path: ['to'], message: ORDER_FILTER_MESSAGES.daysReversed });
}

const OrderFilterObject = z.strictObject(orderFilterFields);
export const OrderFiltersInput = OrderFilterObject.superRefine(daysInOrder);
export type OrderFilters = z.infer<typeof OrderFiltersInput>;

const perPageField = {
  per_page: wholeNumber('The page size must be a whole number').pipe(z.number().min(1).max(MAX_ADMIN_ORDERS_PER_PAGE)).default(ADMIN_ORDERS_PER_PAGE),
};

export const AdminOrderListInput = z
  .strictObject({
    ...orderFilterFields,
    page: wholeNumber('The page must be a whole number').pipe(z.number().min(1).max(10_000)).default(1),
    ...perPageField,
  })
  .superRefine(daysInOrder);
export type AdminOrderListInput = z.input<typeof AdminOrderListInput>;

export const AdminOrderListOutput = z.object({ orders: z.array(AdminOrderOutput), meta: PageMeta, read_at: z.string() });
export type AdminOrderListOutput = z.infer<typeof AdminOrderListOutput>;

/**
 * The orders beside one in the list it was opened from (design.md §2 "Next and previous"): the same
 * filters and page size as the list, without the page. The order itself need not match them any more
 * (just approved on the Pending tab): its neighbours are those around its place in the list's order.
 */
// Built from the list's fields (`.omit` refuses a refined schema), so a filter added there is one here.
const neighboursFields = { ...orderFilterFields, ...perPageField };
export const OrderNeighboursInput = z.strictObject({ ...neighboursFields, id: OrderIdInput.shape.id }).superRefine(daysInOrder);
/** The same, for the REST path that names the order in its URL. */
export const OrderNeighboursQuery = z.strictObject(neighboursFields).superRefine(daysInOrder);
export type OrderNeighboursInput = z.input<typeof OrderNeighboursInput>;

/** A neighbour's id and the list page it sits on, so the list can follow to it. */
const Neighbour = z.object({ id: z.number().int(), page: z.number().int() }).nullable();
/** `previous` is the one above in the list (newer), `next` the one below (older). */
export const OrderNeighboursOutput = z.object({ previous: Neighbour, next: Neighbour });
export type OrderNeighboursOutput = z.infer<typeof OrderNeighboursOutput>;

/** The tab counts follow every filter but the tab itself, so each tab says how many matches it holds. */
export const OrderCountsInput = OrderFilterObject.omit({ status: true }).superRefine(daysInOrder);
export type OrderCountsInput = z.input<typeof OrderCountsInput>;

/** The payment methods orders were placed with, for the filter's choices. */
export const PaymentMethodsOutput = z.object({ payment_methods: z.array(z.string()) });
export type PaymentMethodsOutput = z.infer<typeof PaymentMethodsOutput>;

const Count = z.number().int();
export const OrderCountsOutput = z.object({
  all: Count,
  pending: Count,
  awaiting_payment_fix: Count,
  approved: Count,
  shipped: Count,
  delivered: Count,
  cancelled: Count,
});
export type OrderCountsOutput = z.infer<typeof OrderCountsOutput>;

/**
 * The order status update of docs/product/pieces-and-orders.md "Order"; notes left out stay as they are, empty notes clear them. Courier and
 * tracking number (design.md §2 "Fulfilment", given when shipping) follow the same rule. The owner's
 * screen asks for the number when shipping (or "No tracking number" ticked); the call, as the
 * specification gives it, takes any status with or without one.
 */
export const OrderStatusFields = z.strictObject({
  status: OrderStatus,
  admin_notes: z.string().trim().max(MAX_ADMIN_NOTES_LENGTH, ADMIN_ORDER_MESSAGES.notesTooLong).nullable().optional(),
  courier: z.enum(COURIER_IDS, { error: ADMIN_ORDER_MESSAGES.courierInvalid }).nullable().optional(),
  tracking_number: z.string().trim().max(MAX_TRACKING_NUMBER_LENGTH, ADMIN_ORDER_MESSAGES.trackingTooLong).nullable().optional(),
});
export type OrderStatusFields = z.infer<typeof OrderStatusFields>;

export const UpdateOrderStatusInput = OrderStatusFields.extend({ id: OrderIdInput.shape.id }).strict();
export type UpdateOrderStatusInput = z.infer<typeof UpdateOrderStatusInput>;

/** The order desk's bulk actions: the statuses a day's work moves many orders to at once. */
export const BULK_ORDER_STATUSES = ['approved', 'shipped', 'delivered'] as const;
/** A bulk action is on orders the owner can see: a page of the order desk at its largest. */
export const MAX_BULK_ORDERS = MAX_ADMIN_ORDERS_PER_PAGE;

export const BULK_ORDER_MESSAGES = {
  noneChosen: 'Choose at least one order',
  tooMany: `Choose at most ${MAX_BULK_ORDERS} orders at a time`,
  statusInvalid: `Status must be one of ${BULK_ORDER_STATUSES.join(', ')}`,
} as const;

export const BulkOrderStatusInput = z.strictObject({
  ids: z.array(OrderIdInput.shape.id).min(1, BULK_ORDER_MESSAGES.noneChosen).max(MAX_BULK_ORDERS, BULK_ORDER_MESSAGES.tooMany),
  status: z.enum(BULK_ORDER_STATUSES, { error: BULK_ORDER_MESSAGES.statusInvalid }),
});
export type BulkOrderStatusInput = z.infer<typeof BulkOrderStatusInput>;


export const ORDER_MAIL_MESSAGES = {
  notFound: 'Mail not found',
  resent: 'The mail is queued again.',
} as const;

/** One mail of an order, as the owner's timeline shows it: what, to whom, where it stands, and why it failed. */
export const OrderMailOutput = z.object({
  id: z.number().int(),
  kind: z.string(),
  /** The mail in words: `Receipt`, `New-order alert`, `Status news: shipped`. */
  label: z.string(),
  state: z.enum(MAIL_STATES),
  attempts: z.number().int(),
  recipient: z.string().nullable(),
  subject: z.string().nullable(),
  last_error: z.string().nullable(),
  queued_at: z.string(),
  sent_at: z.string().nullable(),
  updated_at: z.string(),
});
export type OrderMailOutput = z.infer<typeof OrderMailOutput>;
export const OrderMailsOutput = z.object({ mails: z.array(OrderMailOutput) });
export type OrderMailsOutput = z.infer<typeof OrderMailsOutput>;

/** Resend one of an order's mails: it is queued again as it was first sent. */
export const ResendOrderMailInput = z.strictObject({ id: recordId('Order not found'), mail_id: recordId(ORDER_MAIL_MESSAGES.notFound) });
export type ResendOrderMailInput = z.infer<typeof ResendOrderMailInput>;

/** One entry of an order's audit timeline: who did what, and when (server order-events.service.ts). */
export const OrderEventOutput = z.object({
  id: z.number().int(),
  kind: z.enum(ORDER_EVENT_KINDS),
  actor_email: z.string(),
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())])),
  created_at: z.string(),
});
export type OrderEventOutput = z.infer<typeof OrderEventOutput>;
export const OrderEventsOutput = z.object({ events: z.array(OrderEventOutput) });
export type OrderEventsOutput = z.infer<typeof OrderEventsOutput>;
