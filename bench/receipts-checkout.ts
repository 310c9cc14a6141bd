/**
 * Part 7's buyers, ready at the checkout's last step: a confirmed account each (accounts.ts), one
 * piece of a drop that opened a minute ago in the cart and held, and the order form the storefront
 * sends (use-place-order.ts: delivery, proof, payment, the totals it showed, the cart's ids, an
 * idempotency key), encoded in advance so the burst measures the shop, not the bench's encoder.
 */
import type pg from 'pg';
import sharp from 'sharp';
import { orderAmounts } from '../shared/order-amounts.ts';
import type { ShippingSettings } from '../shared/shipping.ts';
import { PASIG_DELIVERY } from '../server/test/fixtures.ts';
import { insertAccounts, insertDrop } from './accounts.ts';
import type { Shop } from './drop-race.ts';
import { addressOf, cartPath, formPayload, inBatches, insertPieces, request, type Buyer, type Payload, type Reply } from './guests.ts';

export type Checkout = { buyer: Buyer; form: Payload };

const SKU_PREFIX = 'RECEIPT-';

/**
 * A proof as a phone makes one: a screenshot of the wallet's receipt at a phone's size (1080 × 2340),
 * which the shop decodes and re-encodes as WebP while the buyer waits. Each buyer's differs in colour,
 * so no two orders carry the same picture.
 */
function proofOf(index: number): Promise<Buffer> {
  const background = { r: (index * 37) % 256, g: (index * 91) % 256, b: (index * 53) % 256 };
  return sharp({ create: { width: 1080, height: 2340, channels: 3, background } }).png().toBuffer();
}

/** A GCash reference: 13 digits, one of each buyer's own. */
const gcashReference = (index: number) => String(1_000_000_000_000 + index);

async function shippingSettings(shop: Shop): Promise<ShippingSettings> {
  const response = await fetch(`${shop.url}/api/settings`);
  if (!response.ok) throw new Error(`GET /api/settings answered ${response.status}`);
  return ((await response.json()) as { data: ShippingSettings }).data;
}

async function orderForm(index: number, pieceId: number, priceCentavos: number, settings: ShippingSettings): Promise<Payload> {
  const amounts = orderAmounts(PASIG_DELIVERY.province, priceCentavos, settings);
  const form = new FormData();
  const fields = {
    ...PASIG_DELIVERY,
    customer_name: `Bench buyer ${index + 1}`,
    payment_method: 'GCash',
    payment_reference: gcashReference(index),
    shipping_fee: String(amounts.shippingCentavos / 100),
    grand_total: String(amounts.amountToPayCentavos / 100),
    cart_items: JSON.stringify([pieceId]),
    idempotency_key: `bench-receipts-${index}-${Date.now()}`,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('payment_proof', new File([new Uint8Array(await proofOf(index))], 'gcash-receipt.png', { type: 'image/png' }));
  return formPayload(form);
}

const failureOf = (what: string, replies: Reply[]) => {
  const wrong = replies.filter((reply) => reply.status !== 200);
  return wrong.length === 0 ? null : new Error(`${wrong.length} of ${replies.length} ${what} failed, e.g. ${wrong[0]?.status} ${wrong[0]?.body.slice(0, 300)}`);
};

/** `count` buyers, each on an address of its own, holding one piece of a fresh drop, with the order form to send. */
export async function prepareCheckouts(db: pg.Client, shop: Shop, count: number): Promise<Checkout[]> {
  const dropId = await insertDrop(db, `bench-receipts-${Date.now()}`);
  const pieceIds = await insertPieces(db, SKU_PREFIX, count, dropId);
  const prices = await db.query<{ id: number; price_centavos: number }>(`select id, price_centavos from products where id = any($1::int[])`, [pieceIds]);
  const priceOf = new Map(prices.rows.map((row) => [row.id, row.price_centavos]));
  const accounts = await insertAccounts(db, Array.from({ length: count }, (_, index) => `receipt${index + 1}@bench.example`));
  const buyers: Buyer[] = accounts.map((who, index) => ({ who, address: addressOf(index + 1), cart: [pieceIds[index] ?? 0] }));

  const into = (buyer: Buyer, action: '/add' | '/hold', body?: unknown) => request(shop.agent, shop.url, 'POST', cartPath(buyer, action), buyer, body);
  const adds = await inBatches(buyers, 50, (buyer) => into(buyer, '/add', { product_id: buyer.cart[0] }));
  const holds = await inBatches(buyers, 50, (buyer) => into(buyer, '/hold'));
  const failure = failureOf('adds to cart', adds) ?? failureOf('holds', holds);
  if (failure) throw failure;

  const settings = await shippingSettings(shop);
  const forms = await inBatches(
    buyers.map((buyer, index) => ({ index, pieceId: buyer.cart[0] ?? 0 })),
    4,
    ({ index, pieceId }) => orderForm(index, pieceId, priceOf.get(pieceId) ?? 0, settings),
  );
  return buyers.map((buyer, index) => ({ buyer, form: forms[index] as Payload }));
}
