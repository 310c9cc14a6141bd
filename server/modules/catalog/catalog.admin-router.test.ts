import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRODUCT_FORM_MESSAGES } from '../../../shared/schemas/admin-catalog.ts';
import { adminCallerFor, createTestOrder, pictureFile } from '../../test/admin-fixtures.ts';
import { createTestProduct } from '../../test/fixtures.ts';
import { TEST_DATABASES, useTestDatabase } from '../../test/test-db.ts';
import { failure, fieldErrorsOf } from '../../test/trpc-failure.ts';
import { CartItem } from '../cart/cart-item.entity.ts';
import { Cart } from '../cart/cart.entity.ts';
import { Product, ProductImage } from '../pieces/entities.ts';
import { OrderItem } from '../orders/order-item.entity.ts';

const HOUR = 60 * 60 * 1000;

async function storedFiles(root: string): Promise<string[]> {
  return (await readdir(path.join(root, 'products')).catch(() => [])).sort();
}

describe.each(TEST_DATABASES)('admin products on %s', (kind) => {
  const db = useTestDatabase(kind);

  const adminCaller = () => adminCallerFor(db().em());

  it('creates a product from the form: sanitised HTML, centavos, flags, main image and gallery as WebP variants', async () => {
    const { caller, root } = await adminCaller();
    const form = new FormData();
    form.append('name', 'Embroidered Barong');
    form.append('sku', `BRG-${Date.now()}`);
    form.append('price', '2499.50');
    form.append('size', 'L');
    form.append('description', '<p>Piña <strong>cloth</strong></p><script>alert(1)</script><img src="x" onerror="alert(1)">');
    form.append('care_instructions', '<p>Hand wash</p><a href="javascript:alert(1)">tips</a>');
    form.append('is_new_arrival', 'true');
    form.append('is_sale', 'false');
    form.append('image', await pictureFile('main.png', '#8a3b2e'));
    form.append('additional_images[]', await pictureFile('back.png', '#3d5a40'));
    form.append('additional_images[]', await pictureFile('tag.png', '#2f4858'));

    const product = await caller.admin.products.create(form);

    expect(product).toMatchObject({
      name: 'Embroidered Barong',
      price: 2499.5,
      size: 'l',
      status: 'Available',
      isNewArrival: true,
      isSale: false,
      description: '<p>Piña <strong>cloth</strong></p><img src="x" />',
      careInstructions: '<p>Hand wash</p><a rel="noopener noreferrer nofollow">tips</a>',
    });
    expect(product.photos).toHaveLength(3);
    expect(product.image).toBe(`/media/${product.photos[0]?.key}-800.webp`);
    const stored = await db().em().findOneOrFail(Product, { id: product.id });
    expect(stored.priceCentavos).toBe(249_950);
    expect(await storedFiles(root)).toHaveLength(6);
  });

  it('replaces a product: keeps and reorders named images, adds new ones, removes the rest from storage', async () => {
    const { caller, root } = await adminCaller();
    const created = await caller.admin.products.create({
      name: 'Denim Jacket',
      price: 1200,
      size: 'm',
      image: await pictureFile('a.png', '#111111'),
      additional_images: [await pictureFile('b.png', '#222222'), await pictureFile('c.png', '#333333')],
    });
    const [a, b, c] = created.photos.map((photo) => photo.key);

    const updated = await caller.admin.products.update({
      id: created.id,
      name: 'Denim Jacket, 90s',
      price: '1100',
      size: 'm',
      // The old main image by its URL, the third by its key; the second is dropped.
      existing_image: created.images[2] ?? '',
      existing_additional_images: JSON.stringify([a]),
      additional_images: [await pictureFile('d.png', '#444444')],
    });

    expect(updated.name).toBe('Denim Jacket, 90s');
    expect(updated.price).toBe(1100);
    const keys = updated.photos.map((photo) => photo.key);
    expect(keys.slice(0, 2)).toEqual([c, a]);
    expect(keys).toHaveLength(3);
    expect(keys).not.toContain(b);
    const files = await storedFiles(root);
    expect(files).toHaveLength(6);
    expect(files.some((file) => file.startsWith(path.basename(b ?? '')))).toBe(false);
  });

  it('answers bad input with field errors and leaves no uploaded file behind', async () => {
    const { caller, root } = await adminCaller();
    const other = await createTestProduct(db().em(), { withImage: true });
    const othersImage = await db().em().findOneOrFail(ProductImage, { product: other.id });
    const target = await caller.admin.products.create({ name: 'Skirt', price: 300, size: 's' });

    const notMine = await failure(
      caller.admin.products.update({
        id: target.id,
        name: 'Skirt',
        price: 300,
        size: 's',
        image: await pictureFile(),
        existing_additional_images: [othersImage.storageKey],
      }),
    );
    expect(fieldErrorsOf(notMine)).toEqual({ existing_additional_images: [PRODUCT_FORM_MESSAGES.unknownImage] });

    const notAnImage = await failure(
      caller.admin.products.create({ name: 'Skirt', price: 300, size: 's', image: new File(['<svg/>'], 'x.png', { type: 'image/png' }) }),
    );
    expect(Object.keys(fieldErrorsOf(notAnImage) ?? {})).toEqual(['image']);

    const missing = await failure(caller.admin.products.create({ price: 'free' }));
    expect(missing.code).toBe('BAD_REQUEST');
    expect(await storedFiles(root)).toEqual([]);
  });

  it('refuses a SKU another product has', async () => {
    const { caller } = await adminCaller();
    const sku = `DUP-${Date.now()}`;
    await caller.admin.products.create({ name: 'One', price: 1, size: 'm', sku });
    const error = await failure(caller.admin.products.create({ name: 'Two', price: 1, size: 'm', sku }));
    expect(fieldErrorsOf(error)).toEqual({ sku: [PRODUCT_FORM_MESSAGES.skuTaken] });
  });

  it('answers 404 for a product that does not exist', async () => {
    const { caller } = await adminCaller();
    expect((await failure(caller.admin.products.update({ id: 999_999, name: 'x', price: 1, size: 'm' }))).code).toBe('NOT_FOUND');
    expect((await failure(caller.admin.products.delete({ id: 999_999 }))).code).toBe('NOT_FOUND');
    expect((await failure(caller.admin.products.restock({ id: 999_999 }))).code).toBe('NOT_FOUND');
  });

  it('refuses to delete a product in an open order, naming the order', async () => {
    const { caller } = await adminCaller();
    const product = await createTestProduct(db().em(), { status: 'Pending' });
    const order = await createTestOrder(db().em(), { products: [product], status: 'shipped' });
    const error = await failure(caller.admin.products.delete({ id: product.id }));
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toContain(`order #${order.id}`);
    expect(await db().em().count(Product, { id: product.id })).toBe(1);
  });

  it('deletes a product with its images and cart lines; finished orders keep their copy of it', async () => {
    const { caller, root } = await adminCaller();
    const created = await caller.admin.products.create({ name: 'Kimono', price: 800, size: 'm', image: await pictureFile() });
    const product = await db().em().findOneOrFail(Product, { id: created.id });
    const order = await createTestOrder(db().em(), { products: [product], status: 'delivered' });
    const em = db().em();
    const cart = em.create(Cart, { ownerKind: 'guest', ownerId: `g${Date.now()}` });
    em.create(CartItem, { cart, product: created.id });
    await em.flush();

    expect(await caller.admin.products.delete({ id: created.id })).toEqual({ id: created.id });

    expect(await db().em().count(Product, { id: created.id })).toBe(0);
    expect(await db().em().count(CartItem, { cart: cart.id })).toBe(0);
    const item = await db().em().findOneOrFail(OrderItem, { order: order.id });
    expect(item.product).toBeNull();
    expect(item.productName).toBe('Kimono');
    expect(await storedFiles(root)).toEqual([]);
  });

  it('restocks a product: Available again, hold released', async () => {
    const { caller } = await adminCaller();
    const sold = await createTestProduct(db().em(), { status: 'Sold' });
    expect((await caller.admin.products.restock({ id: sold.id })).status).toBe('Available');
    const held = await createTestProduct(db().em(), {
      holdBuyerKind: 'guest',
      holdBuyerId: 'someone-else-000000000',
      holdExpiresAt: new Date(Date.now() + HOUR),
    });
    const restocked = await caller.admin.products.restock({ id: held.id });
    expect(restocked).toMatchObject({ status: 'Available', onhold_by_type: null, hold_expires_at: null });
    const stored = await db().em().findOneOrFail(Product, { id: held.id });
    expect([stored.holdBuyerKind, stored.holdBuyerId, stored.holdExpiresAt]).toEqual([null, null, null]);
  });
});
