import { STOREFRONT_CAROUSEL_INTERVAL_MS } from '../../../shared/constants.ts';
import type { FilterQuery } from '@mikro-orm/core';
import { imageVariantUrl, slideWidths } from '../../../shared/images.ts';
import type { AnnouncementOutput, HeroCarouselOutput, HeroSlideOutput } from '../../../shared/schemas/content.ts';
import type { Em } from '../../db/orm.ts';
import { readSettings } from '../settings/settings.service.ts';
import { Announcement } from './announcement.entity.ts';
import { HeroSlide } from './hero-slide.entity.ts';

export function toAnnouncementOutput(announcement: Announcement): AnnouncementOutput {
  return {
    id: announcement.id,
    text: announcement.text,
    is_active: announcement.isActive,
    display_order: announcement.displayOrder,
    button_text: announcement.buttonText ?? null,
    button_link: announcement.buttonLink ?? null,
    background_color: announcement.backgroundColor,
    text_color: announcement.textColor,
    created_at: announcement.createdAt.toISOString(),
    updated_at: announcement.updatedAt.toISOString(),
  };
}

export function toHeroSlideOutput(slide: HeroSlide): HeroSlideOutput {
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

async function announcementsInDisplayOrder(em: Em, where: FilterQuery<Announcement>): Promise<AnnouncementOutput[]> {
  const rows = await em.find(Announcement, where, { orderBy: [{ displayOrder: 'asc' }, { id: 'asc' }] });
  return rows.map(toAnnouncementOutput);
}

/** Active announcements in display order: what the storefront bar rotates through. */
export function listActiveAnnouncements(em: Em): Promise<AnnouncementOutput[]> {
  return announcementsInDisplayOrder(em, { isActive: true });
}

/** Every announcement in display order, for the admin's list (spec §4). */
export function listAllAnnouncements(em: Em): Promise<AnnouncementOutput[]> {
  return announcementsInDisplayOrder(em, {});
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
