import type { ViewType } from './admin-constants.ts';

/**
 * Image variants are made once at upload (design.md §1); the client picks one with srcset. Every
 * product image has these WebP widths, whatever its size: the card (400, docs/product/rules.md "Images and crops") and the
 * 800 that drop covers, mail thumbnails and images stored before the larger crops are read at.
 */
export const PRODUCT_IMAGE_WIDTHS = [400, 800] as const;
/** The detail widths a larger square adds (design.md §1 "Sharp product photos"), never enlarged: a 1000 px crop gets no 1200. */
export const PRODUCT_DETAIL_WIDTHS = [1200, 1600] as const;
/** The largest square a product crop is stored at: the last detail width. */
export const MAX_PRODUCT_IMAGE_PX = 1600;
export const DESKTOP_SLIDE_WIDTHS = [800, 1600] as const;
export const MOBILE_SLIDE_WIDTHS = [540, 1080] as const;
/** The box a drop's cover fills on its page (cropped to it), and the owner's preview of it: reserved before the picture loads. */
export const DROP_COVER_RATIO = 4 / 3;

export type ImageFormat = 'webp' | 'avif';
/** Which widths of a product image exist in each format; AVIF only where it is smaller than the WebP. */
export type ImageVariants = { webp: number[]; avif: number[] };
/** An image stored before the larger crops (no record of its variants): the two WebP widths, no AVIF. */
export const LEGACY_IMAGE_VARIANTS: ImageVariants = { webp: [...PRODUCT_IMAGE_WIDTHS], avif: [] };

/**
 * How wide a product page's main picture shows. The page's `sizes` and the server's preload of that
 * picture must agree, or the browser fetches it twice.
 */
export const PRODUCT_MAIN_IMAGE_SIZES = '(min-width: 992px) 560px, 100vw';
/** The largest variant a card's srcset offers: cards show at most 280 px wide (560 px on a 2× screen). */
export const PRODUCT_CARD_MAX_WIDTH = 800;
/** How wide a card's picture shows in the product grids. */
export const PRODUCT_GRID_IMAGE_SIZES = '(min-width: 1200px) 280px, (min-width: 768px) 30vw, 50vw';
/** The grid's first cards, in view on any screen: loaded at once, and preloaded with a list page. */
export const EAGER_GRID_IMAGES = 2;

/** Hero slides fill the width; desktop slides show from MOBILE_BREAKPOINT_PX up. */
export const SLIDE_SIZES = '100vw';

/** A slide's variants follow its view type: 2:1 desktop slides are wider than 3:4 mobile ones. */
export function slideWidths(viewType: ViewType): readonly number[] {
  return viewType === 'desktop' ? DESKTOP_SLIDE_WIDTHS : MOBILE_SLIDE_WIDTHS;
}

export function imageVariantUrl(key: string, width: number, format: ImageFormat = 'webp'): string {
  return `/media/${key}-${width}.${format}`;
}

export function imageSrcSet(key: string, widths: readonly number[]): string {
  return widths.map((width) => `${imageVariantUrl(key, width)} ${width}w`).join(', ');
}

type VariantPhoto = { key: string; variants: ImageVariants };

/** The WebP srcset of a product image, from the widths it has; `upTo` leaves out what a small slot never needs. */
export function photoSrcSet(photo: VariantPhoto, upTo = Number.POSITIVE_INFINITY): string {
  return imageSrcSet(photo.key, photo.variants.webp.filter((width) => width <= upTo));
}

/**
 * The srcset for a `<source type="image/avif">`: each width's AVIF where one was kept (it is the smaller
 * file), else its WebP, which every AVIF-capable browser shows too. Null when the image has no AVIF.
 */
export function photoAvifSrcSet(photo: VariantPhoto): string | null {
  if (photo.variants.avif.length === 0) return null;
  return photo.variants.webp
    .map((width) => `${imageVariantUrl(photo.key, width, photo.variants.avif.includes(width) ? 'avif' : 'webp')} ${width}w`)
    .join(', ');
}
