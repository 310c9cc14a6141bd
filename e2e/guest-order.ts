import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { orderAmounts } from '../shared/order-amounts.ts';
import { METRO_MANILA, type ShippingSettings } from '../shared/shipping.ts';
import { apiGuest } from './shop-api.ts';
import { shop } from './shop.ts';

/** How the buyer says they paid: their own screenshot and GCash reference, or a plain proof and none. */
export type GuestPayment = { proof?: Buffer; reference?: string };

/**
 * A buyer's screenshot of their own: noise, so the desk's same-screenshot check finds no two orders'
 * proofs alike unless a journey sends one twice on purpose.
 */
async function ownScreenshot(): Promise<Buffer> {
  const size = { width: 60, height: 120, channels: 3 } as const;
  return sharp(randomBytes(size.width * size.height * size.channels), { raw: size }).png().toBuffer();
}

/** A guest's order: its id and the path of the link that opens it on any device (/orders/view?token=…). */
export type PlacedGuestOrder = { id: number; viewLink: string };

/** A guest orders one piece through the REST API, as a phone on another network would; answers the order's id. */
export async function placeGuestOrder(piece: { id: number; price: number }, customer: string, payment: GuestPayment = {}): Promise<number> {
  return (await placeGuestOrderWithLink(piece, customer, payment)).id;
}

/** As placeGuestOrder, answering the order's view link too, which the guest's order mail carries. */
export async function placeGuestOrderWithLink(piece: { id: number; price: number }, customer: string, payment: GuestPayment = {}): Promise<PlacedGuestOrder> {
  const baseUrl = shop().baseUrl;
  const guest = apiGuest();
  await guest.add(piece.id);
  const settings = ((await (await fetch(`${baseUrl}/api/settings`)).json()) as { data: ShippingSettings }).data;
  const amounts = orderAmounts(METRO_MANILA, Math.round(piece.price * 100), settings);
  const proof = payment.proof ?? (await ownScreenshot());
  const form = new FormData();
  const fields = {
    customer_name: customer,
    email: `${customer.replaceAll(' ', '.').toLowerCase()}@example.com`,
    instagram_username: 'liveorders',
    address_line1: '1 Banlat Rd.',
    barangay: 'Kapitolyo',
    city: 'Pasig City',
    province: METRO_MANILA,
    mobile_number: '09171234567',
    guest_id: guest.guestId,
    cart_items: JSON.stringify([piece.id]),
    shipping_fee: String(amounts.shippingCentavos / 100),
    grand_total: String(amounts.amountToPayCentavos / 100),
  };
  const paid: Record<string, string> = payment.reference ? { payment_method: 'GCash', payment_reference: payment.reference } : {};
  for (const [key, value] of Object.entries({ ...fields, ...paid })) form.append(key, value);
  form.append('payment_proof', new File([new Uint8Array(proof)], 'proof.png', { type: 'image/png' }));
  const response = await fetch(`${baseUrl}/api/guest-orders`, { method: 'POST', headers: { 'X-Guest-ID': guest.guestId }, body: form });
  if (response.status !== 201) throw new Error(`Placing the order failed: ${response.status} ${await response.text()}`);
  const { order } = ((await response.json()) as { data: { order: { id: number; view_link: string } } }).data;
  return { id: order.id, viewLink: order.view_link };
}
