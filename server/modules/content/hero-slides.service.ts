import { LockMode, type FilterQuery } from '@mikro-orm/core';
import { STOREFRONT_CAROUSEL_INTERVAL_MS } from '../../../shared/constants.ts';
import { type ViewType } from '../../../shared/admin-constants.ts';
import { imageVariantUrl, slideWidths } from '../../../shared/images.ts';
import { HERO_SLIDE_MESSAGES, type HeroSlideChanges, type HeroCarouselOutput, type HeroSlideFields, type HeroSlideOutput } from '../../../shared/schemas/content.ts';
import type { Em } from '../../db/orm.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import { deleteImageVariants, storeImageVariants } from '../../images/image-variants.ts';
import type { Storage } from '../../storage/storage.ts';
import { HeroSlide } from './hero-slide.entity.ts';
import { readSettings, updateSettings } from '../settings/settings.service.ts';

function toHeroSlideOutput(slide: HeroSlide): HeroSlideOutput {
  const widths = slideWidths(slide.viewType);
  const largest = widths[widths.length - 1] ?? 1600;
  return {
    id: slide.id,
    image_key: slide.imageKey ?? null,
    image_url: slide.imageKey ? imageVariantUrl(slide.imageKey, largest) : null,
    title: slide.title ?? null,
    subtitle: slide.subtitle ?? null,
    link: slide.link ?? null,
    order: slide.order,
    is_active: slide.isActive,
    view_type: slide.viewType,
  };
}

/** Slides desktop first ('desktop' sorts before 'mobile'), then by order, with the rotation interval. */
async function carousel(em: Em, where: FilterQuery<HeroSlide>): Promise<HeroCarouselOutput> {
  const [slides, settings] = await Promise.all([
    em.find(HeroSlide, where, { orderBy: [{ viewType: 'asc' }, { order: 'asc' }, { id: 'asc' }] }),
    readSettings(em),
  ]);
  const interval = Number.parseInt(settings.hero_carousel_interval, 10);
  return {
    carousels: slides.map(toHeroSlideOutput),
    interval: Number.isFinite(interval) && interval > 0 ? interval : STOREFRONT_CAROUSEL_INTERVAL_MS,
  };
}

/** What the storefront rotates: active slides that have a picture. */
export function heroCarousel(em: Em): Promise<HeroCarouselOutput> {
  return carousel(em, { isActive: true, imageKey: { $ne: null } });
}

/** Every slide, for the admin's table, in the storefront's order. */
export function allHeroSlides(em: Em): Promise<HeroCarouselOutput> {
  return carousel(em, {});
}

type StoredSlideImage = { key: string; viewType: ViewType };

/** Checks the upload by its bytes and stores it at its view type's widths, where the storefront looks. */
async function storeSlideImage(storage: Storage, file: File, viewType: ViewType): Promise<StoredSlideImage> {
  const bytes = Buffer.from(await file.arrayBuffer());
  const { key } = await storeImageVariants(storage, bytes, { prefix: 'slides', widths: slideWidths(viewType), field: 'image' });
  return { key, viewType };
}

/** Never throws: a file left behind costs disk space, not correctness. */
async function discardSlideImage(storage: Storage, image: StoredSlideImage | null): Promise<void> {
  if (image) await deleteImageVariants(storage, image.key, slideWidths(image.viewType)).catch(() => undefined);
}

function columnsOf(input: HeroSlideChanges) {
  return {
    ...(input.view_type !== undefined && { viewType: input.view_type }),
    ...(input.title !== undefined && { title: input.title }),
    ...(input.subtitle !== undefined && { subtitle: input.subtitle }),
    ...(input.link !== undefined && { link: input.link }),
    ...(input.order !== undefined && { order: input.order }),
    ...(input.is_active !== undefined && { isActive: input.is_active }),
  };
}

async function slideOrFail(em: Em, id: number, lock = false): Promise<HeroSlide> {
  const slide = await em.findOne(HeroSlide, { id }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
  if (!slide) throw new NotFoundError(HERO_SLIDE_MESSAGES.notFound);
  return slide;
}

/** Read on a fork, so the transaction below loads the row afresh under its lock. */
async function viewTypeAfter(em: Em, id: number, changes: HeroSlideChanges): Promise<ViewType> {
  return changes.view_type ?? (await slideOrFail(em.fork(), id)).viewType;
}

function imageOf(slide: HeroSlide): StoredSlideImage | null {
  return slide.imageKey ? { key: slide.imageKey, viewType: slide.viewType } : null;
}

/** The image is stored before the row is written (storage is no database) and removed if that fails. */
export async function createHeroSlide(em: Em, storage: Storage, input: HeroSlideFields): Promise<HeroSlideOutput> {
  if (!input.image) throw new ValidationError({ image: [HERO_SLIDE_MESSAGES.imageRequired] });
  const stored = await storeSlideImage(storage, input.image, input.view_type);
  try {
    const slide = em.create(HeroSlide, { ...columnsOf(input), imageKey: stored.key });
    await em.flush();
    return toHeroSlideOutput(slide);
  } catch (error) {
    await discardSlideImage(storage, stored);
    throw error;
  }
}

/**
 * Changes the fields given; without a new image the slide keeps its own. An image is cropped to its
 * view type's shape and stored at its widths, so a new view type needs a new image. The replaced
 * image is removed only once the change is committed.
 */
export async function updateHeroSlide(em: Em, storage: Storage, id: number, changes: HeroSlideChanges): Promise<HeroSlideOutput> {
  const stored = changes.image ? await storeSlideImage(storage, changes.image, await viewTypeAfter(em, id, changes)) : null;
  try {
    const { slide, replaced } = await em.transactional(async (tx) => {
      const current = await slideOrFail(tx, id, true);
      const imageViewType = stored?.viewType ?? current.viewType;
      if ((changes.view_type ?? current.viewType) !== imageViewType) {
        throw new ValidationError({ image: [HERO_SLIDE_MESSAGES.newImageForViewType] });
      }
      const replaced = stored ? imageOf(current) : null;
      tx.assign(current, { ...columnsOf(changes), ...(stored && { imageKey: stored.key }) });
      await tx.flush();
      return { slide: current, replaced };
    });
    await discardSlideImage(storage, replaced);
    return toHeroSlideOutput(slide);
  } catch (error) {
    await discardSlideImage(storage, stored);
    throw error;
  }
}

/** Deletes the slide, then its stored image. */
export async function deleteHeroSlide(em: Em, storage: Storage, id: number): Promise<void> {
  const image = await em.transactional(async (tx) => {
    const slide = await slideOrFail(tx, id, true);
    const stored = imageOf(slide);
    tx.remove(slide);
    await tx.flush();
    return stored;
  });
  await discardSlideImage(storage, image);
}

/** The carousel's rotation lives in the hero_carousel_interval setting, which the storefront reads. */
export async function setCarouselInterval(em: Em, interval: number): Promise<{ interval: number }> {
  const settings = await updateSettings(em, [{ key: 'hero_carousel_interval', value: String(interval) }]);
  return { interval: Number(settings.hero_carousel_interval) };
}
