import type { Hono } from 'hono';
import { PASIG_DELIVERY, proofFile } from './fixtures.ts';

/**
 * A signed-in buyer's checkout of one piece through REST, as the storefront sends it: the piece into
 * the cart, then the multipart order with a payment proof. `fields` go over a Pasig delivery (strings,
 * as a form sends them), and must give at least the fee and the grand total.
 */
export async function restCheckout(
  app: Pick<Hono, 'request'>,
  auth: Record<string, string>,
  productId: number,
  fields: Record<string, string> & { shipping_fee: string; grand_total: string },
  proof?: File,
): Promise<Response> {
  await app.request('/api/cart/add', { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ product_id: productId }) });
  const form = new FormData();
  for (const [key, value] of Object.entries({ ...PASIG_DELIVERY, ...fields })) form.append(key, value);
  form.append('payment_proof', proof ?? (await proofFile()));
  return app.request('/api/orders', { method: 'POST', headers: auth, body: form });
}
