import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { COURIERS, isCourier } from '../../../shared/couriers.ts';
import { shopDateTime } from '../../../shared/shop-time.ts';
import type { Order } from './order.entity.ts';

/**
 * A spreadsheet program runs a cell that starts with one of these as a formula (OWASP "CSV
 * Injection"): a customer named `=HYPERLINK(…)` must not become a link in the owner's Excel.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text a person typed, made inert: a leading `'` keeps a would-be formula as the text it was. */
export function neutralised(text: string | null | undefined): string {
  if (!text) return '';
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * Pesos as a plain number (`1250.00`), which Excel and Google Sheets sum, from integer centavos.
 * Amounts are never negative (the schemas refuse it), so no amount can start like a formula.
 */
export function plainPesos(centavos: number | null | undefined): string {
  if (centavos === null || centavos === undefined) return '';
  return `${Math.trunc(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`;
}

/** Each piece by name, with its SKU when it had one: `Denim jacket (UK-0012); Silk blouse`. */
function itemsCell(order: Order): string {
  return order.items
    .getItems()
    .map((item) => (item.productSku ? `${item.productName} (${item.productSku})` : item.productName))
    .join('; ');
}

const courierName = (courier: string | null | undefined) => (courier && isCourier(courier) ? COURIERS[courier].name : (courier ?? ''));

/** The export's columns in order: header, then the cell of an order (items loaded). */
const COLUMNS: readonly (readonly [string, (order: Order) => string | number])[] = [
  ['Order no.', (order) => order.id],
  ['Placed at (Manila)', (order) => shopDateTime(order.createdAt)],
  ['Status', (order) => order.status],
  ['Customer', (order) => neutralised(order.customerName)],
  ['Email', (order) => neutralised(order.email)],
  // Kept as couriers write it, `0917 123 4567` (shared/mobile-number.ts): its spaces keep a spreadsheet from reading a number and dropping the 0.
  ['Mobile', (order) => neutralised(order.mobileNumber)],
  ['Instagram', (order) => neutralised(order.instagramUsername)],
  ['Address', (order) => neutralised(order.addressLine1)],
  ['Barangay', (order) => neutralised(order.barangay)],
  ['City', (order) => neutralised(order.city)],
  ['Province', (order) => neutralised(order.province)],
  ['Items', (order) => neutralised(itemsCell(order))],
  ['Subtotal (PHP)', (order) => plainPesos(order.subtotalCentavos)],
  ['Shipping (PHP)', (order) => plainPesos(order.shippingFeeCentavos)],
  ['Discount (PHP)', (order) => plainPesos(order.discountCentavos)],
  ['Total (PHP)', (order) => plainPesos(order.totalCentavos)],
  ['Payment method', (order) => neutralised(order.paymentMethod)],
  ['Reference', (order) => neutralised(order.paymentReference)],
  ['Amount sent (PHP)', (order) => plainPesos(order.amountSentCentavos)],
  ['Courier', (order) => neutralised(courierName(order.courier))],
  ['Tracking no.', (order) => neutralised(order.trackingNumber)],
  ['Notes', (order) => neutralised(order.adminNotes)],
];

export const ORDER_CSV_HEADERS = COLUMNS.map(([header]) => header);

/**
 * The orders as CSV for Excel and Google Sheets, written as they arrive (a batch at a time, so ten
 * thousand orders never sit in memory as one string): UTF-8 with a byte-order mark (else Excel reads
 * ₱ and ñ as Windows-1252), CRLF between records, and RFC 4180 quoting — of line breaks inside a cell
 * too, which csv-stringify leaves bare unless asked.
 */
export function ordersCsv(batches: AsyncIterable<readonly Order[]>): Readable {
  const rows = Readable.from(
    (async function* () {
      for await (const batch of batches) for (const order of batch) yield COLUMNS.map(([, cell]) => cell(order));
    })(),
  );
  const csv = stringify({ bom: true, header: true, columns: ORDER_CSV_HEADERS, record_delimiter: 'windows', quoted_match: /[\r\n]/ });
  // A failed read destroys `csv` with its error, which its reader (the response) sees; a reader that
  // goes away destroys it too, and the pipeline stops reading orders. Nothing is left to do here.
  return pipeline(rows, csv, () => undefined);
}
