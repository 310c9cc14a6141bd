import { CATALOG_PAGES, type CatalogPath } from '../../shared/catalog-pages.ts';
import { cardDetails } from '../../shared/condition-names.ts';
import { MOBILE_BREAKPOINT_PX, SIZES } from '../../shared/constants.ts';
import {
  EAGER_GRID_IMAGES,
  imageSrcSet,
  imageVariantUrl,
  photoAvifSrcSet,
  photoSrcSet,
  PRODUCT_CARD_MAX_WIDTH,
  PRODUCT_GRID_IMAGE_SIZES,
  PRODUCT_IMAGE_WIDTHS,
  PRODUCT_MAIN_IMAGE_SIZES,
  SLIDE_SIZES,
  slideWidths,
} from '../../shared/images.ts';
import { formatPesos } from '../../shared/money.ts';
import type { ProductCard, ProductOutput } from '../../shared/schemas/catalog.ts';
import type { HeroSlideOutput } from '../../shared/schemas/content.ts';
import { escapeHtml } from './escape-html.ts';

/**
 * What a phone paints before the app's JavaScript has arrived: the header bar and the page's largest
 * picture, where the app will put them (client/first-paint.css, `.first-paint`). The app's first render
 * replaces it in one frame (client/main.tsx waits for the page to be ready); until then it is
 * decoration, hidden from assistive technology, with nothing to press.
 */
function firstPaint(content: string): string {
  return `<div class="first-paint" aria-hidden="true" inert><div class="site-header"><div class="first-paint-bar"><span class="brand">Ukay</span></div></div>${content}</div>`;
}

/**
 * Marks a picture the app waits for (client/boot.ts) and asks the browser to report when it is on
 * screen: those the page loads at once, not those loaded lazily.
 */
const SHOWN_REPORTED = 'elementtiming="first-paint"';

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
      `<img src="${escapeHtml(mobile.image_url ?? '')}" srcset="${srcset(mobile.image_key, 'mobile')}" sizes="${SLIDE_SIZES}" alt="" fetchpriority="high" ${SHOWN_REPORTED} />` +
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
      `width="400" height="400" alt="" fetchpriority="high" ${SHOWN_REPORTED} />` +
      `</picture></div>`,
  );
}

/** The widest grid's row (storefront.css, `.product-grid`); first-paint.css hides what a narrower one has no room for. */
const FIRST_ROW = 4;

/** A card of the grid as ProductCard draws it, without its button and badges (nothing to press, nothing live). */
function cardFirstPaint(product: ProductCard, index: number): string {
  const photo = product.photos[0];
  // The grid's first pictures load at once, as the app's grid loads them; the rest only where shown.
  const loading = index < EAGER_GRID_IMAGES ? `fetchpriority="high" ${SHOWN_REPORTED}` : 'loading="lazy"';
  const picture = photo
    ? `<img class="product-image" src="${escapeHtml(imageVariantUrl(photo.key, PRODUCT_IMAGE_WIDTHS[0]))}" ` +
      `srcset="${escapeHtml(photoSrcSet(photo, PRODUCT_CARD_MAX_WIDTH))}" sizes="${PRODUCT_GRID_IMAGE_SIZES}" width="400" height="400" alt="" ${loading} />`
    : '<div class="product-image product-image--empty"></div>';
  return (
    `<div class="product-card"><div class="product-card-picture">${picture}</div><div class="product-card-text">` +
    `<p class="product-card-name">${escapeHtml(product.name)}</p>` +
    `<p class="product-card-price">${escapeHtml(formatPesos(product.price))}</p>` +
    `<p class="product-card-details">${escapeHtml(cardDetails(product.size, product.condition))}</p>` +
    `</div><div class="product-card-action"></div></div>`
  );
}

/** Tabler's search icon, as the search box shows it (ProductFilters, `IconSearch`). */
const SEARCH_ICON =
  '<svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">' +
  '<path d="M3 10a7 7 0 1 0 14 0a7 7 0 1 0 -14 0" /><path d="M21 21l-6 -6" /></svg>';

/** The filter bar as ProductFilters draws it with no filter set: the browser's own controls, inert here. */
function filtersFirstPaint(withSearch: boolean): string {
  const search =
    `<div class="filter-field filter-field--grow"><label>Search</label><div class="filter-search">${SEARCH_ICON}` +
    `<input class="filter-control" type="text" placeholder="Denim, floral, leather…" /></div></div>`;
  const sizes = ['All sizes', ...SIZES.map((size) => size.toUpperCase())].map((label) => `<option>${label}</option>`).join('');
  return (
    `<div class="first-paint-filters">${withSearch ? search : ''}` +
    `<div class="filter-field"><label>Size</label><select class="filter-control">${sizes}</select></div>` +
    `<label class="filter-check"><input type="checkbox" />Hide Sold Products</label>` +
    `<button type="button" class="filter-control filter-more">More filters</button></div>`
  );
}

/**
 * A list page as CatalogPage first draws it, down to the grid's first row: its pictures are the page's
 * largest, and with them in the HTML no phone waits for the app's JavaScript to see them. Drawn where
 * the app draws them (e2e/first-paint.test.ts measures both), so its first render moves nothing.
 */
export function catalogFirstPaint(path: CatalogPath, list: { data: ProductCard[]; total: number }): string {
  const { title, intro, withSearch } = CATALOG_PAGES[path];
  const count = list.total === 1 ? '1 piece' : `${list.total} pieces`;
  const grid = list.data.length === 0 ? '' : `<p class="first-paint-dimmed">${count}</p><div class="product-grid">${list.data.slice(0, FIRST_ROW).map(cardFirstPaint).join('')}</div>`;
  return firstPaint(
    `<div class="first-paint-page"><div class="first-paint-heading"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(intro)}</p></div>` +
      `${filtersFirstPaint(withSearch)}${grid}</div>`,
  );
}

/** Only the bar, for a drop: what its page shows depends on the clock (a countdown, then the grid). */
export const BAR_FIRST_PAINT = firstPaint('');
