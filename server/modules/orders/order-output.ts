import { describeShipment } from '../../../shared/couriers.ts';
import { centavosToPesos } from '../../../shared/money.ts';
import type { OrderOutput } from '../../../shared/schemas/orders.ts';
import type { Order } from './order.entity.ts';

/**
 * An order as the domain answers it. Its `payment_proof` is the URL the proof is served at, which only
 * the transport knows: the orders routers add it (server/rest/proof-urls.ts).
 */
export type OrderWithoutProofUrl = Omit<OrderOutput, 'payment_proof'>;

/** Where an order goes, as every order answer (and packing slip) spells it. */
export function deliveryOutput(order: Order) {
  return {
    instagram_username: order.instagramUsername ?? null,
    address_line1: order.addressLine1 ?? null,
    barangay: order.barangay ?? null,
    city: order.city ?? null,
    province: order.province ?? null,
    mobile_number: order.mobileNumber ?? null,
  };
}

/** Needs `items` (and `user` for user orders) populated. */
export function toOrderWithoutProofUrl(order: Order): OrderWithoutProofUrl {
  return {
    id: order.id,
    status: order.status,
    customer_name: order.customerName,
    email: order.email,
    ...deliveryOutput(order),
    payment_method: order.paymentMethod ?? null,
    payment_reference: order.paymentReference ?? null,
    amount_sent: order.amountSentCentavos === null || order.amountSentCentavos === undefined ? null : centavosToPesos(order.amountSentCentavos),
    courier: order.courier ?? null,
    tracking_number: order.trackingNumber ?? null,
    tracking_url: describeShipment(order.courier, order.trackingNumber).trackingUrl,
    subtotal: centavosToPesos(order.subtotalCentavos),
    shipping_fee: centavosToPesos(order.shippingFeeCentavos),
    discount: centavosToPesos(order.discountCentavos),
    total_amount: centavosToPesos(order.totalCentavos),
    admin_notes: order.adminNotes ?? null,
    created_at: order.createdAt.toISOString(),
    approved_at: order.approvedAt?.toISOString() ?? null,
    payment_fix_due_at: order.paymentFixDueAt?.toISOString() ?? null,
    user: order.user ? { email: order.user.email } : null,
    items: order.items.getItems().map((item) => ({
      id: item.id,
      product_id: item.product?.id ?? null,
      product_name: item.productName,
      price: centavosToPesos(item.priceCentavos),
    })),
  };
}
