import { nanoid } from 'nanoid';
import type { Em } from '../db/orm.ts';
import type { MailOutbox } from '../modules/mail/mail-kind.ts';
import type { Storage } from '../storage/storage.ts';
import { createTestProduct, PASIG_DELIVERY, proofFile } from './fixtures.ts';
import { callerFor } from './test-app.ts';

/** The default NCR fee (docs/product/rules.md "Delivery fees and totals"), which a Pasig delivery pays. */
const NCR_FEE = 80;

/** How the buyer says they paid, as checkout's step 2 sends it (amount in pesos). */
type Payment = { payment_method: string; payment_reference?: string; amount_sent?: number };
type GuestOrder = { storage: Storage; mail: MailOutbox; name?: string; email?: string; mobile?: string; prices?: number[]; withImages?: boolean; payment?: Payment };

/** A guest puts fresh pieces (prices in pesos) in the cart and checks out to Pasig, as the checkout page does. */
export async function placeGuestOrder(em: () => Em, { storage, mail, name, email, mobile, prices = [1500], withImages = true, payment }: GuestOrder) {
  const products = [];
  for (const price of prices) {
    products.push(await createTestProduct(em(), { name: `Piece ${nanoid(6)}`, priceCentavos: price * 100, withImage: withImages }));
  }
  const subtotal = prices.reduce((sum, price) => sum + price, 0);
  const guestId = nanoid();
  const caller = callerFor(em(), { guestIdHeader: guestId, storage, mail });
  for (const product of products) await caller.cart.add({ product_id: product.id });
  const order = await caller.orders.placeAsGuest({
    ...PASIG_DELIVERY,
    ...(name ? { customer_name: name } : {}),
    ...(mobile ? { mobile_number: mobile } : {}),
    ...payment,
    email: email ?? `buyer-${nanoid(6)}@example.com`,
    guest_id: guestId,
    payment_proof: await proofFile(),
    shipping_fee: NCR_FEE,
    grand_total: subtotal + NCR_FEE,
  });
  return { order, products, guestId };
}
