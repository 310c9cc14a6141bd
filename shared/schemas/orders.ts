import { z } from 'zod';
import { ORDER_STATUSES } from '../constants.ts';
import { GCASH_REFERENCE_DIGITS, MAX_REFERENCE_LENGTH, normalizeReference, REFERENCE_MESSAGES, referenceProblem } from '../payments.ts';
import { instagramHandle } from '../instagram.ts';
import { Email } from './users.ts';
import { fromFormData } from './form-data.ts';
import { GuestId } from './guest.ts';
import { FILE_PART, isEmptyFilePart } from './image-upload.ts';
import { DeliveryOutputFields, PhilippineMobile } from './profiles.ts';

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

const MobileNumber = z.string({ error: 'Mobile number is required' }).trim().min(1, 'Mobile number is required').pipe(PhilippineMobile);

/** Step 1 of checkout (docs/product/rules.md "Checkout"), for a signed-in buyer; guests add their email. */
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
  /** Taken off so the amount is this order's own (docs/product/payment-codes.md "Distinct amounts"); 0 for most. */
  discount: z.number(),
  total_amount: z.number(),
  admin_notes: z.string().nullable(),
  created_at: z.string(),
  approved_at: z.string().nullable(),
  /** While the order awaits a payment fix: until when its pieces are held for the buyer's new proof. */
  payment_fix_due_at: z.string().nullable(),
  user: z.object({ email: z.string() }).nullable(),
  items: z.array(OrderItemOutput),
});

export type OrderOutput = z.infer<typeof OrderOutput>;

/** Where checkout's pieces go: its shipping fee, and so its amount to pay, depends on the province. */
export const AmountToPayInput = z.strictObject({ province: z.string().trim().max(100).nullable() });
export type AmountToPayInput = z.infer<typeof AmountToPayInput>;

/**
 * What checkout tells the buyer to pay, in centavos (shared/order-amounts.ts): the pieces, the shipping
 * fee, the discount that makes the amount this buyer's own, and what is left to send. Its pesos are the
 * `shipping_fee` and `grand_total` an order is then placed with.
 */
export const AmountToPayOutput = z.object({
  subtotal_centavos: z.number().int(),
  shipping_centavos: z.number().int(),
  discount_centavos: z.number().int(),
  amount_to_pay_centavos: z.number().int(),
});
export type AmountToPayOutput = z.infer<typeof AmountToPayOutput>;
/** A placed order as the checkout gets it; a guest's carries `view_link`, the path of a link that opens it on any device. */
export type PlacedOrderOutput = OrderOutput & { view_link?: string };

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

export const PAYMENT_FIX_MESSAGES = {
  notAwaiting: 'This order is not waiting for a new proof of payment.',
  sent: 'Thank you! Your new proof is with the shop, and we will write to you once it is checked.',
} as const;

/**
 * A buyer's new proof for an order awaiting a payment fix (docs/product/pieces-and-orders.md "Order
 * status"), sent from the page a mail's link opens: the proof, and the reference and amount of the
 * new transfer if the buyer gives them. The method stays the order's (the reference is checked against it).
 */
const PaymentFixFields = z.strictObject({
  token: OrderViewLinkInput.shape.token,
  payment_proof: orderFields.payment_proof,
  payment_reference: orderFields.payment_reference,
  amount_sent: orderFields.amount_sent,
});
export const PaymentFixInput = z.preprocess(fromFormData, PaymentFixFields);
export type PaymentFixInput = z.infer<typeof PaymentFixFields>;

export const OrderIdInput = z.strictObject({
  id: z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)], { error: 'Order not found' }).pipe(z.number().int().positive('Order not found')),
});
