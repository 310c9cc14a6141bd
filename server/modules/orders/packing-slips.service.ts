import type { OrderStatus } from '../../../shared/constants.ts';
import { centavosToPesos } from '../../../shared/money.ts';
import { MAX_PACKING_SLIPS, type PackingSlipOutput, type PackingSlipsOutput } from '../../../shared/schemas/packing-slips.ts';
import type { Em } from '../../db/orm.ts';
import { NotFoundError } from '../../errors.ts';
import { readSettings } from '../settings/settings.service.ts';
import { deliveryOutput } from './order-output.ts';
import { Order } from './order.entity.ts';

function toPackingSlip(order: Order): PackingSlipOutput {
  return {
    id: order.id,
    status: order.status,
    created_at: order.createdAt.toISOString(),
    customer_name: order.customerName,
    ...deliveryOutput(order),
    // The SKU is the listing's as it is now: the owner finds the piece on the rail by it.
    items: order.items.getItems().map((item) => ({ name: item.productName, sku: item.product?.sku ?? null, price: centavosToPesos(item.priceCentavos) })),
    subtotal: centavosToPesos(order.subtotalCentavos),
    shipping_fee: centavosToPesos(order.shippingFeeCentavos),
    discount: centavosToPesos(order.discountCentavos),
    total_amount: centavosToPesos(order.totalCentavos),
    courier: order.courier ?? null,
    tracking_number: order.trackingNumber ?? null,
  };
}

/** Which orders a print run is of: one, those chosen on the order desk, or every one in a status. */
function chosenOrders(input: { order?: number; orders?: number[]; status?: OrderStatus }) {
  if (input.order !== undefined) return { id: input.order };
  if (input.orders !== undefined) return { id: { $in: input.orders } };
  return { status: input.status };
}

/**
 * The slips for one order, for orders chosen, or for every order in a status, loaded with their lines
 * and pieces together (never a query per order): packed in the order they were placed, oldest first.
 */
export async function listPackingSlips(em: Em, input: { order?: number; orders?: number[]; status?: OrderStatus }): Promise<PackingSlipsOutput> {
  const where = chosenOrders(input);
  const orders = await em.find(Order, where, {
    populate: ['items', 'items.product'],
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    limit: MAX_PACKING_SLIPS + 1,
  });
  if (input.status === undefined && orders.length === 0) throw new NotFoundError('Order not found');
  const { return_address: returnAddress } = await readSettings(em);
  return { slips: orders.slice(0, MAX_PACKING_SLIPS).map(toPackingSlip), more: orders.length > MAX_PACKING_SLIPS, return_address: returnAddress };
}
