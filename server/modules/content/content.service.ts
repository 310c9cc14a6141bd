import { STOREFRONT_CAROUSEL_INTERVAL_MS } from '../../../shared/constants.ts';
import { DESKTOP_SLIDE_WIDTHS, imageVariantUrl, MOBILE_SLIDE_WIDTHS } from '../../../shared/images.ts';
import type { AnnouncementOutput, HeroCarouselOutput, HeroSlideOutput } from '../../../shared/schemas/catalog.ts';
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
  const widths = slide.viewType === 'desktop' ? DESKTOP_SLIDE_WIDTHS : MOBILE_SLIDE_WIDTHS;
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

/** Active announcements in display order: what the storefront bar rotates through. */
export async function listActiveAnnouncements(em: Em): Promise<AnnouncementOutput[]> {
  const rows = await em.find(Announcement, { isActive: true }, { orderBy: [{ displayOrder: 'asc' }, { id: 'asc' }] });
  return rows.map(toAnnouncementOutput);
}

/** Active slides, desktop first then by order, with the rotation interval from the settings. */
export async function heroCarousel(em: Em): Promise<HeroCarouselOutput> {
  const [slides, settings] = await Promise.all([
    em.find(HeroSlide, { isActive: true, imageKey: { $ne: null } }, { orderBy: [{ viewType: 'asc' }, { order: 'asc' }, { id: 'asc' }] }),
    readSettings(em),
  ]);
  const interval = Number.parseInt(settings.hero_carousel_interval, 10);
  return {
    carousels: slides.map(toHeroSlideOutput),
    interval: Number.isFinite(interval) && interval > 0 ? interval : STOREFRONT_CAROUSEL_INTERVAL_MS,
  };
}
