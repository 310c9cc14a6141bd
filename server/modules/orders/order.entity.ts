import { defineEntity, p } from '@mikro-orm/core';
import { ORDER_STATUSES } from '../../../shared/constants.ts';
import { baseProperties } from '../../db/base-properties.ts';
import { deliveryAddressProperties } from '../profiles/user-profile.entity.ts';
import { User } from '../users/user.entity.ts';
import { OrderItem } from './order-item.entity.ts';

const OrderSchema = defineEntity({
  name: 'Order',
  tableName: 'orders',
  properties: {
    ...baseProperties,
    status: p.enum(ORDER_STATUSES).default('pending').index(),
    user: () => p.manyToOne(User).nullable().deleteRule('set null').index(),
    guestId: p.string().length(64).nullable().index(),
    email: p.string().length(254),
    customerName: p.string().length(120),
    ...deliveryAddressProperties,
    paymentMethod: p.string().length(64).nullable(),
    paymentProofKey: p.string().length(200),
    /** The transfer's reference number as the buyer typed it at checkout (GCash: 13 digits), digits kept as typed. */
    paymentReference: p.string().length(64).nullable().index(),
    /** The amount the buyer says they sent, when they typed one: compared with the total for the owner. */
    amountSentCentavos: p.integer().nullable(),
    /** The proof image's perceptual hash (hex), to flag the same screenshot used again, even re-saved or cropped a little. */
    proofHash: p.string().length(64).nullable().index(),
    /**
     * What was read from the proof in the background (receipt-reading.service.ts): when, and the amount
     * and reference no. it shows, each null where none was read. `proofReadAt` is null until it is read,
     * and again when a new proof replaces it.
     */
    proofReadAt: p.datetime().nullable(),
    proofReadAmountCentavos: p.integer().nullable(),
    proofReadReference: p.string().length(64).nullable().index(),
    /** The payment checklist items the owner ticked (keys of shared PAYMENT_CHECKS). */
    paymentChecks: p.json<string[]>().default('[]').onCreate(() => []),
    /** Set when shipping: a key of shared COURIERS, and the courier's tracking number. */
    courier: p.string().length(32).nullable(),
    trackingNumber: p.string().length(64).nullable(),
    subtotalCentavos: p.integer(),
    shippingFeeCentavos: p.integer(),
    /** The centavos taken off so this order's amount is its own (docs/product/payment-codes.md "Distinct amounts"). */
    discountCentavos: p.integer().default(0),
    totalCentavos: p.integer(),
    adminNotes: p.text().nullable(),
    approvedAt: p.datetime().nullable(),
    /** While the order awaits a payment fix: when its pieces stop being held for the buyer and the order is cancelled. */
    paymentFixDueAt: p.datetime().nullable(),
    /** Makes a retried submission return the first order instead of placing a second one. */
    idempotencyKey: p.string().length(100).nullable(),
    items: () => p.oneToMany(OrderItem).mappedBy('order').orderBy({ id: 'asc' }),
  },
  uniques: [
    // An idempotency key is its buyer's: scoped as the lookup is (orders.service.ts `ownedBy`), so
    // another buyer's same key is simply another order. A user's orders are theirs by account; a guest's
    // by guest id and no account.
    { name: 'orders_user_idempotency_key_unique', properties: ['user', 'idempotencyKey'] },
    { name: 'orders_guest_idempotency_key_unique', properties: ['guestId', 'idempotencyKey'], where: 'user_id is null' },
    // The target of order_items' (order_id, order_status) foreign key, which copies the status to the lines.
    { name: 'orders_id_status_unique', properties: ['id', 'status'] },
  ],
});

export class Order extends OrderSchema.class {}
OrderSchema.setClass(Order);
