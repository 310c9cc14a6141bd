import { raw } from '@mikro-orm/core';
import type { OrderFilters } from '../../../shared/schemas/admin-orders.ts';
import { instagramHandle } from '../../../shared/instagram.ts';
import { shopDayEnd, shopDayStart } from '../../../shared/shop-time.ts';
import { containsPattern, literalPattern } from '../../db/contains-pattern.ts';

/** An order number typed with or without its `#`, within the integer column's range. */
const ORDER_NUMBER = /^#?(\d{1,9})$/;
/** Typed like a phone number: digits, with the spaces, dashes, dots, brackets and `+` people put in them. */
const PHONE_SHAPED = /^[\d\s().+-]+$/;
/** Fewer digits than a subscriber number (7) would be an order number or a fragment found in most numbers. */
const MIN_PHONE_DIGITS = 7;

/**
 * The part of a Philippine mobile number that every way of writing it shares: `0917 123 4567`,
 * `+63 917 123 4567` and `639171234567` all come to `9171234567`, which the stored number (kept as
 * `0917 123 4567`, shared/mobile-number.ts) contains once its spaces are gone.
 */
export function mobileCore(search: string): string | undefined {
  if (!PHONE_SHAPED.test(search)) return undefined;
  const digits = search.replace(/\D/g, '');
  if (digits.length < MIN_PHONE_DIGITS) return undefined;
  if (digits.startsWith('63') && (search.startsWith('+') || digits.length === 12)) return digits.slice(2);
  return digits.startsWith('0') ? digits.slice(1) : digits;
}

function searchWhere(search: string) {
  const pattern = containsPattern(search);
  const orderNumber = ORDER_NUMBER.exec(search)?.[1];
  const mobile = mobileCore(search);
  // A reference is read off a receipt that groups its digits (`1234 567 890123`); stored, it is typed without.
  const reference = search.replace(/[\s-]/g, '');
  return {
    $or: [
      { customerName: { $ilike: pattern } },
      { email: { $ilike: pattern } },
      { instagramUsername: { $ilike: containsPattern(instagramHandle(search)) } },
      { paymentReference: { $ilike: pattern } },
      ...(reference !== search && reference !== '' ? [{ paymentReference: { $ilike: containsPattern(reference) } }] : []),
      // The digits of the number alone: a fragment typed without spaces (`1234567`) crosses the stored form's.
      ...(mobile ? [{ [raw((alias) => `replace(${alias}.mobile_number, ' ', '')`)]: { $like: containsPattern(mobile) } }] : []),
      ...(orderNumber ? [{ id: Number(orderNumber) }] : []),
      // A sub-query, not a join: an order with two matching pieces is still one order.
      { items: { $some: { $or: [{ productName: { $ilike: pattern } }, { productSku: { $ilike: pattern } }] } } },
    ],
  };
}

/** The orders the filters match: the list, its tab counts and the export read the same rows. */
export function orderWhere(filters: Omit<OrderFilters, 'status'> & { status?: OrderFilters['status'] }) {
  const placed = {
    ...(filters.from && { $gte: shopDayStart(filters.from) }),
    ...(filters.to && { $lt: shopDayEnd(filters.to) }),
  };
  return {
    ...(filters.status && { status: filters.status }),
    ...(Object.keys(placed).length > 0 && { createdAt: placed }),
    ...(filters.payment_method && { paymentMethod: { $ilike: literalPattern(filters.payment_method) } }),
    ...(filters.search ? searchWhere(filters.search) : {}),
  };
}
