import { MOBILE_BREAKPOINT_PX } from '../../shared/constants.ts';
import {
  imageSrcSet,
  imageVariantUrl,
  photoAvifSrcSet,
  photoSrcSet,
  PRODUCT_IMAGE_WIDTHS,
  PRODUCT_MAIN_IMAGE_SIZES,
  SLIDE_SIZES,
  slideWidths,
} from '../../shared/images.ts';
import type { ProductOutput } from '../../shared/schemas/catalog.ts';
import type { HeroSlideOutput } from '../../shared/schemas/content.ts';
import { escapeHtml } from './escape-html.ts';

/**
 * What a phone paints before the app's JavaScript has arrived: the header bar and the page's largest
 * picture, where the app will put them (client/first-paint.css, `.first-paint`). The app's first render
 * replaces it in one frame (client/main.tsx waits for the page to be ready); until then it is
 * decoration, hidden from assistive technology, with nothing to press.
 */
function firstPaint(content: string): string {
  return `<div class="first-paint" aria-hidden="true"><div class="site-header"><div class="first-paint-bar"><span class="brand">Ukay</span></div></div>${content}</div>`;
}

/** The first slide for phones and the first for wider screens, as the hero shows them. */
export function heroFirstPaint(carousels: HeroSlideOutput[]): string {
  const first = (viewType: HeroSlideOutput['view_type']) =>
    carousels.find((slide) => slide.view_type === viewType && slide.image_key && slide.image_url);
  const mobile = first('mobile');
  const desktop = first('desktop');
  // Without a slide for each screen the hero is left out on some: the bar alone is safe everywhere.
  if (!mobile?.image_key || !desktop?.image_key) return firstPaint('');
  const srcset = (key: string, viewType: HeroSlideOutput['view_type']) => escapeHtml(imageSrcSet(key, slideWidths(viewType)));
  return firstPaint(
    `<picture class="hero-slide first-paint-hero">` +
      `<source media="(min-width: ${MOBILE_BREAKPOINT_PX}px)" srcset="${srcset(desktop.image_key, 'desktop')}" sizes="${SLIDE_SIZES}" />` +
      `<img src="${escapeHtml(mobile.image_url ?? '')}" srcset="${srcset(mobile.image_key, 'mobile')}" sizes="${SLIDE_SIZES}" alt="" fetchpriority="high" />` +
      `</picture>`,
  );
}

/** The product's main picture, at the size and from the sources the product page shows it (ProductPicture). */
export function productFirstPaint(product: ProductOutput): string {
  const photo = product.photos[0];
  if (!photo) return firstPaint('');
  const avif = photoAvifSrcSet(photo);
  return firstPaint(
    `<div class="first-paint-product"><picture>` +
      (avif ? `<source type="image/avif" srcset="${escapeHtml(avif)}" sizes="${PRODUCT_MAIN_IMAGE_SIZES}" />` : '') +
      `<img class="product-image" src="${escapeHtml(imageVariantUrl(photo.key, PRODUCT_IMAGE_WIDTHS[0]))}" ` +
      `srcset="${escapeHtml(photoSrcSet(photo))}" sizes="${PRODUCT_MAIN_IMAGE_SIZES}" ` +
      `width="400" height="400" alt="" fetchpriority="high" />` +
      `</picture></div>`,
  );
}

/** Only the bar, for the list pages: their grid's place depends on filters the app lays out. */
export const BAR_FIRST_PAINT = firstPaint('');
