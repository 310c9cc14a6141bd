import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RequiredEntityData } from '@mikro-orm/core';
import sharp from 'sharp';
import type { OrderStatus } from '../../shared/constants.ts';
import type { ViewType } from '../../shared/admin-constants.ts';
import type { Em } from '../db/orm.ts';
import type { Product } from '../modules/pieces/entities.ts';
import { OrderItem } from '../modules/orders/order-item.entity.ts';
import { Order } from '../modules/orders/order.entity.ts';
import type { User } from '../modules/users/user.entity.ts';
import { LocalStorage } from '../storage/local-storage.ts';
import { callerFor, createTestApp, createTestUser } from './test-app.ts';
import type { TestDatabase } from './test-db.ts';

/** A real square picture, as the admin's crop dialog would hand over. */
export async function pictureFile(name = 'piece.png', colour = '#b5835a', side = 120): Promise<File> {
  const png = await sharp({ create: { width: side, height: side, channels: 3, background: colour } }).png().toBuffer();
  return new File([new Uint8Array(png)], name, { type: 'image/png' });
}

/**
 * A square JPEG with a photo's detail (soft gradients and a weave-like texture, fixed so every run
 * encodes the same bytes), as the cropper saves a phone photo: flat colours would flatter every codec.
 */
export async function photoFile(side: number, name = 'photo.jpg'): Promise<File> {
  const pixels = Buffer.alloc(side * side * 3);
  for (let i = 0; i < pixels.length; i += 1) {
    const x = (i / 3) % side;
    const y = Math.floor(i / 3 / side);
    pixels[i] = 110 + 50 * Math.sin(x / 23 + (i % 3)) + 40 * Math.cos(y / 31) + ((x * 7 + y * 13) % 9) * 3;
  }
  const jpeg = await sharp(pixels, { raw: { width: side, height: side, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
  return new File([new Uint8Array(jpeg)], name, { type: 'image/jpeg' });
}

/** A slide picture as the crop dialog names and shapes it (docs/product/rules.md "Images and crops"): 2:1 desktop, 3:4 mobile, JPEG. */
export async function slideFile(viewType: ViewType = 'desktop', colour = '#d9a441'): Promise<File> {
  const [width, height] = viewType === 'desktop' ? [320, 160] : [120, 160];
  const jpeg = await sharp({ create: { width, height, channels: 3, background: colour } }).jpeg().toBuffer();
  return new File([new Uint8Array(jpeg)], `hero-carousel-${viewType}-${Date.now()}.jpg`, { type: 'image/jpeg' });
}

/** Local storage in a fresh temporary folder, with its root so tests can look at the files. */
export async function temporaryStorage(): Promise<{ storage: LocalStorage; root: string }> {
  const root = await mkdtemp(path.join(tmpdir(), 'ukay-admin-'));
  return { storage: new LocalStorage(root), root };
}

/** A tRPC caller signed in as a fresh admin, with storage of its own whose files the test can look at. */
export async function adminCallerFor(em: Em) {
  const { storage, root } = await temporaryStorage();
  const { user } = await createTestUser(em, { role: 'admin' });
  return { root, storage, user, caller: callerFor(em, { user, storage }) };
}

/**
 * The app and a signed-in admin, as a REST client of the admin area holds them: `send` posts FormData
 * as multipart and anything else as JSON, with the admin's Bearer token.
 */
export async function adminRestClient(database: TestDatabase) {
  const { app, dataDir } = await createTestApp(database);
  const { user, token } = await createTestUser(database.em(), { role: 'admin' });
  const authorization = `Bearer ${token}`;
  const send = (method: string, path: string, body?: unknown) =>
    app.request(`/api${path}`, {
      method,
      headers: body === undefined || body instanceof FormData ? { authorization } : { authorization, 'content-type': 'application/json' },
      body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
    });
  return { app, dataDir, user, send };
}

let sequence = 0;

/**
 * An order straight in the database, as checkout would have left it; the products' own statuses are
 * the test's business. `proofKey` names a stored proof when the test serves it.
 */
export async function createTestOrder(
  em: Em,
  options: {
    products: Product[];
    status?: OrderStatus;
    user?: User;
    customerName?: string;
    email?: string;
    instagram?: string;
    proofKey?: string;
    createdAt?: Date;
    /** Any other column, as checkout or the order desk would have set it. */
    fields?: Partial<RequiredEntityData<Order>>;
  },
): Promise<Order> {
  sequence += 1;
  const subtotal = options.products.reduce((sum, product) => sum + product.priceCentavos, 0);
  const createdAt = options.createdAt ?? new Date();
  const order = em.create(Order, {
    status: options.status ?? 'pending',
    user: options.user ?? null,
    guestId: options.user ? null : `guest${String(sequence).padStart(16, '0')}`,
    email: options.email ?? options.user?.email ?? `buyer${sequence}@example.com`,
    customerName: options.customerName ?? `Buyer ${sequence}`,
    instagramUsername: options.instagram ?? `buyer_${sequence}`,
    city: 'Pasig City',
    province: 'Metro Manila',
    paymentProofKey: options.proofKey ?? `proofs/missing${sequence}-1600.webp`,
    subtotalCentavos: subtotal,
    shippingFeeCentavos: 8_000,
    totalCentavos: subtotal + 8_000,
    createdAt,
    updatedAt: createdAt,
    ...options.fields,
  });
  for (const product of options.products) {
    em.create(OrderItem, { order, orderStatus: order.status, product, productName: product.name, productSku: product.sku ?? null, priceCentavos: product.priceCentavos });
  }
  await em.flush();
  return order;
}
