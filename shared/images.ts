import type { ViewType } from './admin-constants.ts';

/** Image variants are made once at upload (design.md §1); the client picks one with srcset. */
export const PRODUCT_IMAGE_WIDTHS = [400, 800] as const;
export const DESKTOP_SLIDE_WIDTHS = [800, 1600] as const;
export const MOBILE_SLIDE_WIDTHS = [540, 1080] as const;

/**
 * How wide a product page's main picture shows. The page's `sizes` and the server's preload of that
 * picture must agree, or the browser fetches it twice.
 */
export const PRODUCT_MAIN_IMAGE_SIZES = '(min-width: 992px) 560px, 100vw';
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

export function imageVariantUrl(key: string, width: number): string {
  return `/media/${key}-${width}.webp`;
}

export function imageSrcSet(key: string, widths: readonly number[]): string {
  return widths.map((width) => `${imageVariantUrl(key, width)} ${width}w`).join(', ');
}
