import { DESKTOP_SLIDE_WIDTHS, MOBILE_SLIDE_WIDTHS } from '../../shared/images.ts';
import { pesosToCentavos } from '../../shared/money.ts';
import type { Em } from '../db/orm.ts';
import { storeImageVariants } from '../images/image-variants.ts';
import { storeProductImageVariants } from '../images/product-image-variants.ts';
import { Announcement } from '../modules/content/announcement.entity.ts';
import { HeroSlide } from '../modules/content/hero-slide.entity.ts';
import { Setting } from '../modules/settings/setting.entity.ts';
import { Product, ProductImage } from '../modules/pieces/entities.ts';
import type { Storage } from '../storage/storage.ts';
import { DEMO_ANNOUNCEMENTS, DEMO_CARE, DEMO_CHECKOUT_TEXTS, DEMO_PRODUCTS, DEMO_SLIDES } from './demo-catalogue.ts';
import { demoDetailColumns } from './demo-details.ts';
import { garmentSvg, PALETTES, rasterise, slideSvg } from './demo-images.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

async function seedProducts(em: Em, storage: Storage): Promise<void> {
  const now = Date.now();
  for (const [index, demo] of DEMO_PRODUCTS.entries()) {
    const createdAt = new Date(now - index * DAY_MS);
    const product = em.create(Product, {
      sku: `UKY-${String(index + 1).padStart(4, '0')}`,
      name: demo.name,
      description: `<p>${demo.story}</p>`,
      careInstructions: DEMO_CARE,
      priceCentavos: pesosToCentavos(demo.pesos),
      size: demo.size,
      category: demo.category,
      isNewArrival: demo.isNewArrival ?? false,
      isSale: demo.isSale ?? false,
      status: demo.status ?? 'Available',
      createdAt,
      updatedAt: createdAt,
      // Live since it was listed, as a piece saved with "Live now" is.
      dropAt: createdAt,
      ...demoDetailColumns(demo.name, demo.garment, demo.size, index),
    });
    for (let position = 0; position < (demo.images ?? 1); position++) {
      const palette = PALETTES[(index + position) % PALETTES.length] ?? PALETTES[0];
      const picture = await rasterise(garmentSvg(demo.garment, palette, index + position));
      // Through the owner's pipeline; WebP only, so a fresh shop starts in seconds (AVIF is most of
      // the encoding time, and saves little on flat vector art).
      const stored = await storeProductImageVariants(storage, picture, 'image', { avif: false });
      em.create(ProductImage, { product, storageKey: stored.key, position, width: stored.width, height: stored.height, variants: stored.variants });
    }
  }
}

async function seedSlides(em: Em, storage: Storage): Promise<void> {
  for (const [index, slide] of DEMO_SLIDES.entries()) {
    const palette = PALETTES[(index * 2) % PALETTES.length] ?? PALETTES[0];
    const desktop = await storeImageVariants(storage, await rasterise(slideSvg(1600, 800, palette)), {
      prefix: 'slides',
      widths: DESKTOP_SLIDE_WIDTHS,
      field: 'image',
    });
    const mobile = await storeImageVariants(storage, await rasterise(slideSvg(1080, 1440, palette)), {
      prefix: 'slides',
      widths: MOBILE_SLIDE_WIDTHS,
      field: 'image',
    });
    em.create(HeroSlide, { ...slide, viewType: 'desktop', imageKey: desktop.key });
    em.create(HeroSlide, { ...slide, viewType: 'mobile', imageKey: mobile.key });
  }
}

/**
 * Fills an empty shop with the demo catalogue, announcements, hero slides and checkout texts. Each part
 * is only added when its table is empty (or its setting blank), so running it twice changes nothing.
 */
export async function seedDemoContent(em: Em, storage: Storage): Promise<{ seeded: string[] }> {
  const seeded: string[] = [];
  if ((await em.count(Product)) === 0) {
    await seedProducts(em, storage);
    seeded.push(`${DEMO_PRODUCTS.length} products`);
  }
  if ((await em.count(Announcement)) === 0) {
    for (const announcement of DEMO_ANNOUNCEMENTS) em.create(Announcement, announcement);
    seeded.push(`${DEMO_ANNOUNCEMENTS.length} announcements`);
  }
  if ((await em.count(HeroSlide)) === 0) {
    await seedSlides(em, storage);
    seeded.push(`${DEMO_SLIDES.length * 2} hero slides`);
  }
  const blankTexts = await em.find(Setting, { key: { $in: Object.keys(DEMO_CHECKOUT_TEXTS) }, value: '' });
  for (const setting of blankTexts) setting.value = DEMO_CHECKOUT_TEXTS[setting.key as keyof typeof DEMO_CHECKOUT_TEXTS];
  if (blankTexts.length > 0) seeded.push('checkout texts');
  await em.flush();
  return { seeded };
}
