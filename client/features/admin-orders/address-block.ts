import type { OrderOutput } from '../../../shared/schemas/orders.ts';

type Addressee = Pick<OrderOutput, 'customer_name' | 'address_line1' | 'barangay' | 'city' | 'province' | 'mobile_number'>;

/**
 * Who a parcel goes to, a line each as a courier's booking form asks for them: name, street, barangay,
 * city and province, mobile. Blank parts leave no empty line.
 */
export function addressLines(order: Addressee): string[] {
  const place = [order.city, order.province].filter(Boolean).join(', ');
  return [order.customer_name, order.address_line1, order.barangay, place, order.mobile_number].filter((line): line is string => Boolean(line?.trim()));
}

/** The address as one block of text, to paste into a courier's app. */
export function addressBlock(order: Addressee): string {
  return addressLines(order).join('\n');
}
