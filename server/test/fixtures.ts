import sharp from 'sharp';
import type { Em } from '../db/orm.ts';
import { METRO_MANILA } from '../../shared/shipping.ts';
import { Product, ProductImage } from '../modules/pieces/entities.ts';

let sequence = 0;

/**
 * Test pieces are live unless a test says otherwise (`dropAt: null` for a Draft, a time to come for
 * Scheduled), and live since long before any clock a test sets, as every piece listed before drops was.
 */
export const LIVE_SINCE_EVER = new Date('2000-01-01T00:00:00Z');

type ProductData = Partial<Omit<Product, 'images' | 'id'>> & { withImage?: boolean };

/** A product straight in the database, live; every field can be overridden. */
export async function createTestProduct(em: Em, data: ProductData = {}): Promise<Product> {
  sequence += 1;
  const { withImage = false, ...fields } = data;
  const product = em.create(Product, {
    name: `Test Piece ${sequence}`,
    priceCentavos: 50_000,
    size: 'm',
    status: 'Available',
    dropAt: LIVE_SINCE_EVER,
    ...fields,
  });
  if (withImage) em.create(ProductImage, { product, storageKey: `products/test${sequence}`, position: 0, width: 800, height: 800 });
  await em.flush();
  return product;
}

/** A small real PNG, as a phone's screenshot of a GCash receipt would be. */
export async function proofFile(name = 'proof.png'): Promise<File> {
  const png = await sharp({ create: { width: 60, height: 120, channels: 3, background: '#2f6fdb' } }).png().toBuffer();
  return new File([new Uint8Array(png)], name, { type: 'image/png' });
}

/** Delivery details of a buyer in Pasig (Metro Manila), as the checkout form sends them. */
export const PASIG_DELIVERY = {
  customer_name: 'Gregoria de Jesus',
  instagram_username: 'oryang',
  address_line1: '12 Kapitolyo St.',
  barangay: 'Kapitolyo',
  city: 'Pasig City',
  province: METRO_MANILA,
  mobile_number: '09175550101',
};
