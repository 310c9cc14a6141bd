import { beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { ProductCard, ProductOutput } from '../../../shared/schemas/catalog.ts';
import { createTestProduct } from '../../test/fixtures.ts';
import { callerFor, createTestApp } from '../../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../../test/test-db.ts';
import { Drop, ProductImage, type Product } from '../pieces/entities.ts';

const GUEST = 'V1StGXR8_Z5jdHi6B-myT';
const HOUR = 3_600_000;
const DESCRIPTION = '<p>Hand-loomed piña, a long story told only on the product page.</p>';
const CARE = '<p>Hand wash cold, dry in the shade.</p>';
const CARD_FIELDS = Object.keys(ProductCard.shape).sort();
const PRODUCT_FIELDS = Object.keys(ProductOutput.shape).sort();

/** The card a full product draws: its card fields, with its main photo only. */
const cardOf = (product: ProductOutput): ProductCard => ProductCard.parse({ ...product, photos: product.photos.slice(0, 1) });

describe('a card', () => {
  it('is a full product’s fields, so a full product draws a card too', () => {
    expectTypeOf<ProductOutput>().toExtend<ProductCard>();
    expect(PRODUCT_FIELDS).toEqual(expect.arrayContaining(CARD_FIELDS));
    expect(CARD_FIELDS).not.toEqual(expect.arrayContaining(['description', 'careInstructions', 'images', 'image']));
  });
});

describe.each(TEST_DATABASES)('the grids’ cards and REST’s full products on %s', (kind) => {
  const db = useTestDatabase(kind);
  let gallery: Product;
  let held: Product;
  let sold: Product;
  let dropSlug = '';

  beforeAll(async () => {
    const em = db().em();
    const story = { description: DESCRIPTION, careInstructions: CARE, isNewArrival: true, condition: 'very_good' as const, brand: 'Lino', pitToPitUm: 520_000 };
    gallery = await createTestProduct(em, { name: 'Piña Barong', isSale: true, ...story });
    // Written out of order: the card's photo is the one at position 0.
    for (const position of [2, 0, 1]) em.create(ProductImage, { product: gallery, storageKey: `products/barong-${position}`, position, width: 1200, height: 1200 });
    held = await createTestProduct(em, { name: 'Held Kimono', withImage: true, holdBuyerKind: 'guest', holdBuyerId: GUEST, holdExpiresAt: new Date(Date.now() + HOUR), ...story });
    sold = await createTestProduct(em, { name: 'Sold Terno', status: 'Sold', withImage: true, ...story });
    const drop = em.create(Drop, { slug: 'cards-drop', name: 'Cards drop', dropAt: new Date(Date.now() - HOUR) });
    await createTestProduct(em, { name: 'Drop Blouse', drop, dropAt: drop.dropAt, withImage: true, ...story });
    dropSlug = drop.slug;
    await em.flush();
  });

  it('tRPC catalog.list answers each piece as its card: a card’s fields only, the main photo, no description, care or gallery', async () => {
    for (const guestIdHeader of [undefined, GUEST]) {
      const caller = callerFor(db().em(), { guestIdHeader });
      const page = await caller.catalog.list({});
      expect(page.meta.total).toBe(page.data.length);
      for (const card of page.data) {
        expect(Object.keys(card).sort()).toEqual(CARD_FIELDS);
        expect(card).toEqual(cardOf(await caller.catalog.byId({ id: card.id })));
      }
      expect(page.data.find((card) => card.id === gallery.id)?.photos.map((photo) => photo.key)).toEqual(['products/barong-0']);
    }
  });

  it('tells a held piece’s holder and everyone else on its card what its page tells them', async () => {
    const cardFor = async (guestIdHeader?: string) => (await callerFor(db().em(), { guestIdHeader }).catalog.list({})).data.find((card) => card.id === held.id);
    const expiry = held.holdExpiresAt?.toISOString();
    expect(await cardFor()).toMatchObject({ status: 'OnHold', hold_expires_at: expiry, available_to_you: false });
    expect(await cardFor(GUEST)).toMatchObject({ status: 'OnHold', hold_expires_at: expiry, available_to_you: true });
  });

  it('sends the web client no description, care instructions or gallery photo over HTTP', async () => {
    const { app } = await createTestApp(db());
    const text = await (await app.request(`/trpc/catalog.list?input=${encodeURIComponent('{}')}`)).text();
    expect(text).toContain('Piña Barong');
    for (const absent of ['story told', 'Hand wash', 'careInstructions', 'description', 'barong-1', 'barong-2', '"images"']) expect(text).not.toContain(absent);
  });

  it('keeps REST’s GET /api/products the spec’s full product, field for field as GET /api/products/{id}', async () => {
    const { app } = await createTestApp(db());
    const listed = ((await (await app.request('/api/products')).json()) as { data: ProductOutput[] }).data;
    expect(listed.map((product) => product.name)).toEqual(expect.arrayContaining(['Piña Barong', 'Held Kimono', 'Sold Terno', 'Drop Blouse']));
    for (const product of listed) {
      expect(Object.keys(product).sort()).toEqual(PRODUCT_FIELDS);
      const { data } = (await (await app.request(`/api/products/${product.id}`)).json()) as { data: ProductOutput };
      expect(product).toEqual(data);
    }
    expect(listed.find((product) => product.id === gallery.id)).toMatchObject({
      description: DESCRIPTION,
      careInstructions: CARE,
      photos: [{ key: 'products/barong-0' }, { key: 'products/barong-1' }, { key: 'products/barong-2' }],
    });
  });

  it('answers New Drops, similar pieces and an open drop’s pieces as cards too', async () => {
    const caller = callerFor(db().em());
    const grids = {
      newDrops: await caller.catalog.newDrops(),
      similar: await caller.catalog.similar({ id: sold.id }),
      drop: (await caller.drops.bySlug({ slug: dropSlug })).products ?? [],
    };
    for (const [grid, cards] of Object.entries(grids)) {
      expect(cards.length, grid).toBeGreaterThan(0);
      for (const card of cards) {
        expect(Object.keys(card).sort(), grid).toEqual(CARD_FIELDS);
        expect(card, grid).toEqual(cardOf(await caller.catalog.byId({ id: card.id })));
      }
    }
  });
});
