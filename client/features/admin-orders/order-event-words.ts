import { ORDER_STATUSES, orderStatusName, type OrderStatus } from '../../../shared/constants.ts';
import { COURIERS, isCourier } from '../../../shared/couriers.ts';
import { PAYMENT_CHECKS } from '../../../shared/payments.ts';
import type { OrderEventOutput } from '../../../shared/schemas/admin-orders.ts';

type Detail = OrderEventOutput['detail'];

const text = (detail: Detail, key: string): string | null => {
  const value = detail[key];
  return typeof value === 'string' && value !== '' ? value : null;
};

const isStatus = (value: string | null): value is OrderStatus => value !== null && (ORDER_STATUSES as readonly string[]).includes(value);
const statusWord = (value: string | null): string => (isStatus(value) ? orderStatusName(value) : (value ?? '?'));

/** The checklist's own words; a key it no longer has is read aloud (`old-check` → `Old check`). */
const checkWords = (key: string | null): string => {
  if (!key) return 'a check';
  return Object.hasOwn(PAYMENT_CHECKS, key) ? PAYMENT_CHECKS[key as keyof typeof PAYMENT_CHECKS] : key.charAt(0).toUpperCase() + key.slice(1).replaceAll('-', ' ');
};

function shippingWords(detail: Detail): string {
  const courier = text(detail, 'courier');
  const tracking = text(detail, 'tracking_number');
  const courierName = courier && isCourier(courier) ? COURIERS[courier].name : courier;
  if (!courierName && !tracking) return 'Courier and tracking number cleared';
  if (!tracking) return `Shipped with ${courierName ?? ''}`;
  return courierName ? `Shipped with ${courierName}, tracking ${tracking}` : `Tracking number ${tracking}`;
}

/**
 * One audit event in the owner's words (design.md §2 "History"): what changed, without who and when, which
 * the timeline shows beside it.
 */
export function orderEventWords(event: Pick<OrderEventOutput, 'kind' | 'detail'>): string {
  const { detail } = event;
  switch (event.kind) {
    case 'status':
      return `Status: ${statusWord(text(detail, 'from'))} → ${statusWord(text(detail, 'to'))}`;
    case 'note':
      return text(detail, 'note') === null ? 'Note cleared' : 'Note changed';
    case 'shipping':
      return shippingWords(detail);
    case 'payment-check':
      return `Payment check ${detail.checked === false ? 'unticked' : 'ticked'}: ${checkWords(text(detail, 'check'))}`;
    case 'payment-fix':
      return 'The buyer sent a new proof';
    case 'proof-viewed':
      return 'Proof viewed';
    case 'exported':
      return 'Exported to CSV';
  }
}
