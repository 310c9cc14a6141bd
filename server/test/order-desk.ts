import { nanoid } from 'nanoid';
import { METRO_MANILA } from '../../shared/shipping.ts';
import { Product } from '../modules/pieces/entities.ts';
import type { User } from '../modules/users/user.entity.ts';
import type { Storage } from '../storage/storage.ts';
import { temporaryStorage } from './admin-fixtures.ts';
import { createTestProduct, proofFile } from './fixtures.ts';
import { callerFor, createTestUser } from './test-app.ts';
import type { TestDatabase } from './test-db.ts';

/** The default NCR fee, which every order here pays: they all deliver to Metro Manila. */
export const NCR_FEE = 80;

type Buyer = { kind: 'user' } | { kind: 'guest'; email: string };
type PlaceOptions = { products?: number; buyer?: Buyer; name?: string; instagram?: string };

/** The owner's desk of orders on one test database: an admin to work it, and buyers to fill it. */
export function orderDesk(db: () => TestDatabase) {
  /** An admin, and a fresh caller per call as each request would have its own entity manager. */
  async function adminSetup() {
    const { storage } = await temporaryStorage();
    const { user } = await createTestUser(db().em(), { role: 'admin' });
    return { storage, admin: () => callerFor(db().em(), { user, storage }).admin.orders };
  }

  /** A buyer puts fresh pieces in their cart and checks out with a real image as proof of payment. */
  async function placeOrder(storage: Storage, options: PlaceOptions = {}) {
    const buyer = options.buyer ?? { kind: 'user' };
    const products: Product[] = [];
    for (let index = 0; index < (options.products ?? 1); index += 1) {
      products.push(await createTestProduct(db().em(), { name: `Piece ${nanoid(6)}`, priceCentavos: 50_000 }));
    }
    const subtotal = products.length * 500;
    const details = {
      customer_name: options.name ?? `Gabriela Silang ${nanoid(8)}`,
      instagram_username: options.instagram ?? `gabriela_${nanoid(8)}`,
      address_line1: '7 Calle Real',
      barangay: 'Poblacion',
      city: 'Makati City',
      province: METRO_MANILA,
      mobile_number: '09171234567',
      payment_proof: await proofFile(),
      shipping_fee: NCR_FEE,
      grand_total: subtotal + NCR_FEE,
    };
    if (buyer.kind === 'guest') {
      const guestId = nanoid();
      const caller = callerFor(db().em(), { guestIdHeader: guestId, storage });
      for (const product of products) await caller.cart.add({ product_id: product.id });
      const order = await caller.orders.placeAsGuest({ ...details, email: buyer.email, guest_id: guestId });
      return { order, products, user: null, buyer: () => callerFor(db().em(), { guestIdHeader: guestId, storage }) };
    }
    const { user } = await createTestUser(db().em());
    const caller = callerFor(db().em(), { user, storage });
    for (const product of products) await caller.cart.add({ product_id: product.id });
    const order = await caller.orders.place(details);
    return { order, products, user: user as User | null, buyer: () => callerFor(db().em(), { user, storage }) };
  }

  /** Another customer buys a piece that is back on sale, delivering to Metro Manila. */
  async function buyAgain(storage: Storage, piece: Product) {
    const { user } = await createTestUser(db().em());
    const other = callerFor(db().em(), { user, storage });
    await other.cart.add({ product_id: piece.id });
    return other.orders.place({
      customer_name: 'Trinidad Tecson',
      instagram_username: 'ina_ng_biak',
      address_line1: '3 Mabini St.',
      barangay: 'San Roque',
      city: 'Quezon City',
      province: METRO_MANILA,
      mobile_number: '09181234567',
      payment_proof: await proofFile(),
      shipping_fee: NCR_FEE,
      grand_total: 500 + NCR_FEE,
    });
  }

  async function statusesOf(products: Product[]) {
    const stored = await db().em().find(Product, { id: { $in: products.map((product) => product.id) } }, { orderBy: { id: 'asc' } });
    return stored.map((product) => product.status);
  }

  return { adminSetup, placeOrder, buyAgain, statusesOf };
}
