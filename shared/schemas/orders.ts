import { z } from 'zod';
import { ORDER_STATUSES } from '../constants.ts';
import { MAIL_STATES, ORDER_EVENT_KINDS } from '../admin-constants.ts';
import { COURIER_IDS } from '../couriers.ts';
import { GCASH_REFERENCE_DIGITS, MAX_REFERENCE_LENGTH, normalizeReference, PAYMENT_CHECK_KEYS, REFERENCE_MESSAGES, referenceProblem } from '../payments.ts';
import { instagramHandle } from '../instagram.ts';
import { PageMeta } from './catalog.ts';
import { recordId, wholeNumber } from './common.ts';
import { Email } from './users.ts';
import { fromFormData } from './form-data.ts';
import { GuestId } from './guest.ts';
import { FILE_PART, isEmptyFilePart } from './image-upload.ts';
import { DeliveryOutputFields } from './profiles.ts';
import { isShopDay } from '../shop-time.ts';

export const MAX_PROOF_BYTES = 10 * 1024 * 1024;

export const CHECKOUT_MESSAGES = {
  proofRequired: 'Proof of payment is required',
  cartChanged: 'Your cart has changed since you started checking out. Please review it and try again.',
  totalChanged: 'The order total has changed. Please review your order and try again.',
  proofTooLarge: 'The proof of payment must be at most 10 MB.',
  proofNotImage: 'Proof of payment must be an image file.',
  proofEmpty: 'The proof of payment file is empty.',
  amountSent: 'Amount sent must be an amount in pesos',
  amountSentTooLarge: 'Amount sent is too large',
} as const;

/** An optional field left blank (or only spaces) was not given. */
const blankText = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** Far above any order, and within the integer centavos column. */
const MAX_AMOUNT_SENT = 1_000_000;

const required = (message: string, max = 255) =>
  z.string({ error: message }).trim().min(1, message).max(max, `${message.replace(' is required', '')} is too long`);

/** Philippine mobile numbers: 09XXXXXXXXX or +639XXXXXXXXX, spaces and dashes allowed. */
const MobileNumber = z
  .string({ error: 'Mobile number is required' })
  .trim()
  .min(1, 'Mobile number is required')
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^(\+63|0)9\d{9}$/, 'Mobile number is invalid'));

/** Step 1 of checkout (spec §5), for a signed-in buyer; guests add their email. */
export const DeliveryDetails = z.object({
  customer_name: required('Name is required', 120),
  instagram_username: z.string({ error: 'Instagram username is required' }).transform(instagramHandle).pipe(required('Instagram username is required', 64)),
  address_line1: required('Address is required'),
  barangay: required('Barangay is required', 120),
  city: required('City is required', 120),
  province: required('Province is required', 120),
  mobile_number: MobileNumber,
});
export type DeliveryDetails = z.infer<typeof DeliveryDetails>;

export const GuestDeliveryDetails = DeliveryDetails.extend({ email: Email });
export type GuestDeliveryDetails = z.infer<typeof GuestDeliveryDetails>;

const Pesos = (field: string) =>
  z
    .union([z.number(), z.string().trim().regex(/^\d+(\.\d{1,2})?$/).transform(Number)], { error: `The ${field} must be an amount in pesos` })
    .pipe(z.number().min(0));

/** The product ids the buyer saw in their cart: the order is refused if the cart changed meanwhile. */
const CartItems = z
  .union([z.array(z.number().int().positive()), z.string().transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'The cart_items field must be a JSON list of product ids' });
      return z.NEVER;
    }
  })])
  .pipe(z.array(z.number().int().positive(), { error: 'The cart_items field must be a JSON list of product ids' }).max(200));

const orderFields = {
  /** Its bytes are checked only once the cart and totals are (order-placement.service.ts). */
  payment_proof: z.preprocess(
    // A browser sends an empty, nameless part for a file input left empty: no proof was given.
    (value) => (isEmptyFilePart(value) ? undefined : value),
    z
      .instanceof(File, { error: CHECKOUT_MESSAGES.proofRequired })
      .refine((file) => file.size > 0, CHECKOUT_MESSAGES.proofEmpty)
      .refine((file) => file.size <= MAX_PROOF_BYTES, CHECKOUT_MESSAGES.proofTooLarge)
      .meta(FILE_PART),
  ),
  payment_method: z.string().trim().max(64).optional(),
  /** The transfer's reference number, spaces stripped; GCash's must be its 13 digits (checked with the method below). */
  payment_reference: z.preprocess(
    blankText,
    z.string().transform(normalizeReference).pipe(z.string().max(MAX_REFERENCE_LENGTH, REFERENCE_MESSAGES.tooLong)).optional(),
  ).meta({ description: `The transfer's reference no.; spaces are stripped; ${GCASH_REFERENCE_DIGITS} digits when payment_method is GCash` }),
  /** What the buyer says they sent, in pesos; the owner sees it beside the total. */
  amount_sent: z.preprocess(
    blankText,
    z
      .union([z.number(), z.string().trim().regex(/^\d+(\.\d{1,2})?$/).transform(Number)], { error: CHECKOUT_MESSAGES.amountSent })
      .pipe(z.number().positive(CHECKOUT_MESSAGES.amountSent).max(MAX_AMOUNT_SENT, CHECKOUT_MESSAGES.amountSentTooLarge))
      .optional(),
  ).meta({ description: 'The amount the buyer sent, in pesos, if they typed it' }),
  shipping_fee: Pesos('shipping_fee'),
  grand_total: Pesos('grand_total'),
  cart_items: CartItems.optional(),
  /** Sent again with a retried submission, it returns the first order instead of placing another. */
  idempotency_key: z.string().trim().min(8).max(100).optional(),
};

/**
 * The reference's rule depends on the method, so it is checked on the whole submission, as a field
 * error, and beside the other fields' errors (not only once they pass): unless the reference or the
 * method was refused by its own field already.
 */
function checkReference(fields: { payment_method?: string | undefined; payment_reference?: string | undefined }, ctx: z.RefinementCtx): void {
  const problem = fields.payment_reference === undefined ? null : referenceProblem(fields.payment_method, fields.payment_reference);
  if (problem) ctx.addIssue({ code: 'custom', path: ['payment_reference'], message: problem });
}
const whenReferenceFieldsPassed = {
  when: (payload: z.core.ParsePayload) => !payload.issues.some(({ path }) => path?.[0] === 'payment_reference' || path?.[0] === 'payment_method'),
};

export const PlaceOrderFields = DeliveryDetails.extend(orderFields).strict().superRefine(checkReference, whenReferenceFieldsPassed);
export const PlaceGuestOrderFields = GuestDeliveryDetails.extend({ ...orderFields, guest_id: GuestId })
  .strict()
  .superRefine(checkReference, whenReferenceFieldsPassed);

export const PlaceOrderInput = z.preprocess(fromFormData, PlaceOrderFields);
export type PlaceOrderInput = z.infer<typeof PlaceOrderFields>;
export const PlaceGuestOrderInput = z.preprocess(fromFormData, PlaceGuestOrderFields);
export type PlaceGuestOrderInput = z.infer<typeof PlaceGuestOrderFields>;

const OrderItemOutput = z.object({
  id: z.number().int(),
  product_id: z.number().int().nullable(),
  product_name: z.string(),
  price: z.number(),
});

export const OrderOutput = z.object({
  id: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  customer_name: z.string(),
  email: z.string(),
  ...DeliveryOutputFields,
  payment_method: z.string().nullable(),
  /** The transfer's reference number the buyer typed at checkout, if any. */
  payment_reference: z.string().nullable(),
  /** The amount the buyer says they sent, if they typed one. */
  amount_sent: z.number().nullable(),
  /** Set when shipped: the courier's key (shared/couriers.ts), its tracking number, and where to follow it. */
  courier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  tracking_url: z.string().nullable(),
  /** Where the buyer (or an admin) can fetch the proof; never a public path. */
  payment_proof: z.string(),
  subtotal: z.number(),
  shipping_fee: z.number(),
  total_amount: z.number(),
  admin_notes: z.string().nullable(),
  created_at: z.string(),
  approved_at: z.string().nullable(),
  user: z.object({ email: z.string() }).nullable(),
  items: z.array(OrderItemOutput),
});
export type OrderOutput = z.infer<typeof OrderOutput>;

export const ORDER_VIEW_LINK_MESSAGES = {
  notFound: 'This link does not open an order. Check that it is the whole link from the shop’s mail.',
} as const;

/** The token of a mail's "View your order" link (`/orders/view?token=…`). */
export const OrderViewLinkInput = z.strictObject({
  token: z.string({ error: ORDER_VIEW_LINK_MESSAGES.notFound }).min(1, ORDER_VIEW_LINK_MESSAGES.notFound).max(64, ORDER_VIEW_LINK_MESSAGES.notFound),
});

/** An order opened by its link: what its buyer sees, without the proof of payment or the account. */
export const ViewedOrderOutput = OrderOutput.omit({ payment_proof: true, user: true });
export type ViewedOrderOutput = z.infer<typeof ViewedOrderOutput>;

export const OrderIdInput = z.strictObject({
  id: z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)], { error: 'Order not found' }).pipe(z.number().int().positive('Order not found')),
});

/**
 * What the owner should look at before approving (computed by the server, never shown to buyers): other
 * orders with the same reference, other orders whose proof looks like this one (perceptual hash), and
 * an amount sent that differs from the total.
 */
export const PaymentFlags = z.object({
  same_reference: z.array(z.number().int()),
  same_screenshot: z.array(z.number().int()),
  amount_mismatch: z.object({ amount_sent: z.number(), total_amount: z.number() }).nullable(),
});
export type PaymentFlags = z.infer<typeof PaymentFlags>;

export const PaymentChecks = z.array(z.enum(PAYMENT_CHECK_KEYS, { error: `Checks must be among ${PAYMENT_CHECK_KEYS.join(', ')}` }));

/** An order as only admins see it: the buyer's order, the owner's payment checklist and the flags. */
export const AdminOrderOutput = OrderOutput.extend({ payment_checks: PaymentChecks, payment_flags: PaymentFlags });
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
  statusInvalid: 'Status must be one of pending, approved, shipped, delivered, cancelled',
  statusUpdated: 'Order status updated successfully.',
  notesTooLong: `Admin notes must be at most ${MAX_ADMIN_NOTES_LENGTH} characters`,
  courierInvalid: `Courier must be one of ${COURIER_IDS.join(', ')}`,
  trackingTooLong: 'Tracking number is too long',
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

export const AdminOrderListOutput = z.object({ orders: z.array(AdminOrderOutput), meta: PageMeta });
export type AdminOrderListOutput = z.infer<typeof AdminOrderListOutput>;

/**
 * The orders beside one in the list it was opened from (issue 21 "next/previous order"): the same
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
  approved: Count,
  shipped: Count,
  delivered: Count,
  cancelled: Count,
});
export type OrderCountsOutput = z.infer<typeof OrderCountsOutput>;

/**
 * Spec §3 "Order status update"; notes left out stay as they are, empty notes clear them. Courier and
 * tracking number (issue 21, given when shipping) follow the same rule.
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
