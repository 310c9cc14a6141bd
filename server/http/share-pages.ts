import path from 'node:path';
import { readFile } from 'node:fs/promises';
import type { Context, Hono } from 'hono';
import { MOBILE_BREAKPOINT_PX } from '../../shared/constants.ts';
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
import { formatPeso, pesosToCentavos } from '../../shared/money.ts';
import { CATALOG_SCOPES, type CatalogPath } from '../../shared/catalog-pages.ts';
import { LIVE_MARK_META } from '../../shared/live-events.ts';
import type { Photo, ProductCard, ProductOutput } from '../../shared/schemas/catalog.ts';
import type { HeroSlideOutput } from '../../shared/schemas/content.ts';
import type { PublicDropOutput } from '../../shared/schemas/drops.ts';
import { liveAt } from '../modules/pieces/pieces.ts';
import { Product } from '../modules/pieces/entities.ts';
import { createContext, type AppDeps, type RequestDeps } from '../trpc/context.ts';
import { escapeHtml } from './escape-html.ts';
import { BAR_FIRST_PAINT, catalogFirstPaint, heroFirstPaint, productFirstPaint } from './first-paint.ts';
import { FIRST_PAGE_QUERIES, firstPageQueries } from './first-page.ts';
import { AVAILABILITY, productDescription, productJsonLd } from './product-structured-data.ts';
import { jsonForScript } from './script-json.ts';

const PUBLIC_PAGES = ['/', '/products', '/new', '/sale', '/about', '/contact', '/terms', '/privacy'];
const MAX_SITEMAP_PRODUCTS = 45_000;

function plainText(html: string, maxLength = 180): string {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();
  return text.length > maxLength ? `${text.slice(0, maxLength - 1).trimEnd()}…` : text;
}

/** Never the request's Host header, which whoever sends the request writes (env.ts: PUBLIC_URL). */
function siteOrigin(deps: AppDeps): string {
  return deps.env.publicOrigin;
}

/**
 * Starts the download of a page's largest picture (its LCP element) with the HTML, instead of once
 * the app has loaded, asked for its data and rendered. Same srcset and sizes as the page's <img>, so
 * the browser picks the same variant and uses the preloaded one.
 */
function imagePreload(srcset: string, sizes: string, options: { media?: string; type?: string } = {}): string {
  const mediaAttribute = options.media ? ` media="${escapeHtml(options.media)}"` : '';
  // A browser without the type's support skips the preload, as it skips that <source>.
  const typeAttribute = options.type ? ` type="${escapeHtml(options.type)}"` : '';
  return `<link rel="preload" as="image" imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}"${mediaAttribute}${typeAttribute} fetchpriority="high" />`;
}

/** The product page's main picture: its AVIF source where it has one, as the page's <picture> picks it. */
function mainPhotoPreload(photo: Photo): string {
  const avif = photoAvifSrcSet(photo);
  return avif ? imagePreload(avif, PRODUCT_MAIN_IMAGE_SIZES, { type: 'image/avif' }) : imagePreload(photoSrcSet(photo), PRODUCT_MAIN_IMAGE_SIZES);
}

/** The tags a link preview (Messenger, Instagram, search engines) reads, for one product. */
function productHeadTags(product: ProductOutput, origin: string): string {
  const url = `${origin}/product/${product.id}`;
  const title = `${product.name} · ${formatPeso(pesosToCentavos(product.price))} · Ukay`;
  const description = productDescription(product, plainText(product.description));
  const image = product.image ? `${origin}${product.image}` : null;
  const availability = AVAILABILITY[product.status];
  const jsonLd = productJsonLd(product, origin, url, description);
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...(product.photos[0] ? [mainPhotoPreload(product.photos[0])] : []),
    meta('property', 'og:type', 'product'),
    meta('property', 'og:site_name', 'Ukay'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    ...(image ? [meta('property', 'og:image', image), meta('name', 'twitter:image', image)] : []),
    meta('property', 'product:price:amount', product.price.toFixed(2)),
    meta('property', 'product:price:currency', 'PHP'),
    meta('property', 'product:availability', availability.og),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    `<script type="application/ld+json">${jsonForScript(jsonLd)}</script>`,
  ].join('\n    ');
}

/** A drop's link preview: its name, description and cover; never its pieces (they may not be out yet). */
function dropHeadTags(drop: PublicDropOutput, origin: string): string {
  const url = `${origin}/drops/${drop.slug}`;
  const title = `${drop.name} · Ukay`;
  const description = plainText(drop.description) || 'A drop of one-of-a-kind vintage pieces at Ukay.';
  const image = drop.cover_key ? `${origin}${imageVariantUrl(drop.cover_key, PRODUCT_IMAGE_WIDTHS[1])}` : null;
  const meta = (attribute: 'name' | 'property', key: string, value: string) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', 'Ukay'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    ...(image ? [meta('property', 'og:image', image), meta('name', 'twitter:image', image)] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
  ].join('\n    ');
}

/**
 * `html` with its first `marker` replaced by `text` as it is. A function replacement, never a string
 * one: in a string replacement "$&", "$'" and "$`" in a product name would splice in the page's own HTML.
 */
const replaceFirst = (html: string, marker: string, text: string) => html.replace(marker, () => text);

/** Replaces the SPA shell's generic title and description with the product's own tags. */
function withHeadTags(indexHtml: string, tags: string): string {
  const withoutDefaults = indexHtml.replace(/<title>.*?<\/title>\s*/s, '').replace(/<meta name="description"[^>]*>\s*/, '');
  return replaceFirst(withoutDefaults, '</head>', `  ${tags}\n  </head>`);
}

/** Adds tags to the SPA shell's head, keeping its own. */
function withExtraHeadTags(indexHtml: string, tags: string[]): string {
  return tags.length === 0 ? indexHtml : replaceFirst(indexHtml, '</head>', `  ${tags.join('\n    ')}\n  </head>`);
}

/**
 * The server's first paint inside the app's root element, the page's data beside it, and where that
 * data stands in the live stream (`liveMark`, taken before the data was read), from which the page's
 * first stream resumes.
 */
function withFirstPage(indexHtml: string, firstPaint: string, embedded: string, liveMark: string): string {
  const marked = withExtraHeadTags(indexHtml, [`<meta name="${LIVE_MARK_META}" content="${escapeHtml(liveMark)}">`]);
  return replaceFirst(marked, '<div id="root"></div>', `<div id="root">${firstPaint}</div>\n    ${embedded}`);
}

/** The first hero slide of each view type, as the home page shows it, preloaded for its screens. */
function heroPreloads(carousels: HeroSlideOutput[]): string[] {
  const media = { mobile: `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`, desktop: `(min-width: ${MOBILE_BREAKPOINT_PX}px)` };
  return (['mobile', 'desktop'] as const).flatMap((viewType) => {
    const first = carousels.find((slide) => slide.view_type === viewType && slide.image_key && slide.image_url);
    return first?.image_key ? [imagePreload(imageSrcSet(first.image_key, slideWidths(viewType)), SLIDE_SIZES, { media: media[viewType] })] : [];
  });
}

/** The grid's first pictures, which it loads at once, preloaded with the list page. */
function gridPreloads(products: ProductCard[]): string[] {
  return products
    .slice(0, EAGER_GRID_IMAGES)
    .flatMap((product) => (product.photos[0] ? [imagePreload(photoSrcSet(product.photos[0], PRODUCT_CARD_MAX_WIDTH), PRODUCT_GRID_IMAGE_SIZES)] : []));
}

export function serveSharePages(app: Hono, deps: RequestDeps, clientDir: string): void {
  let indexHtml: Promise<string> | undefined;
  const shell = () => (indexHtml ??= readFile(path.join(clientDir, 'index.html'), 'utf8'));
  /** The caller as tRPC would see them (their session cookie included), for the embedded queries. */
  const callerOf = (c: Context) => createContext(c, deps, 'browser', (cookie) => c.header('Set-Cookie', cookie, { append: true }));
  // The page carries the caller's own data (their session, their holds), so no shared cache keeps it.
  const PAGE_CACHING = 'private, no-cache';

  app.get('/', async (c) => {
    const liveMark = deps.live.mark();
    const page = await firstPageQueries(await callerOf(c), FIRST_PAGE_QUERIES.home);
    const carousels = page.read((api) => api.content.heroSlides.queryKey())?.carousels ?? [];
    c.header('Cache-Control', PAGE_CACHING);
    return c.html(withFirstPage(withExtraHeadTags(await shell(), heroPreloads(carousels)), heroFirstPaint(carousels), page.script, liveMark));
  });

  app.get('/product/:id{[0-9]+}', async (c) => {
    const id = Number(c.req.param('id'));
    const liveMark = deps.live.mark();
    const page = await firstPageQueries(await callerOf(c), FIRST_PAGE_QUERIES.product(id));
    // The caller's own view of the piece: the share tags read nothing that differs between viewers.
    const product = page.read((api) => api.catalog.byId.queryKey({ id }));
    c.header('Cache-Control', PAGE_CACHING);
    if (!product) return c.html(await shell(), 404);
    return c.html(withFirstPage(withHeadTags(await shell(), productHeadTags(product, siteOrigin(deps))), productFirstPaint(product), page.script, liveMark));
  });

  app.get('/drops/:slug{[a-z0-9-]+}', async (c) => {
    const slug = c.req.param('slug');
    const liveMark = deps.live.mark();
    const page = await firstPageQueries(await callerOf(c), FIRST_PAGE_QUERIES.drop(slug));
    const drop = page.read((api) => api.drops.bySlug.queryKey({ slug }));
    c.header('Cache-Control', PAGE_CACHING);
    if (!drop) return c.html(await shell(), 404);
    return c.html(withFirstPage(withHeadTags(await shell(), dropHeadTags(drop, siteOrigin(deps))), BAR_FIRST_PAINT, page.script, liveMark));
  });

  for (const catalogPath of Object.keys(CATALOG_SCOPES) as CatalogPath[]) {
    app.get(catalogPath, async (c, next) => {
      // A filtered view's search params are the router's to parse: it gets the plain app.
      if (new URL(c.req.url).search) return next();
      const liveMark = deps.live.mark();
      const page = await firstPageQueries(await callerOf(c), FIRST_PAGE_QUERIES.catalog(catalogPath));
      const list = page.read((api) => api.catalog.list.queryKey(CATALOG_SCOPES[catalogPath]));
      const products = list?.data ?? [];
      const firstPaint = catalogFirstPaint(catalogPath, { data: products, total: list?.meta.total ?? 0 });
      c.header('Cache-Control', PAGE_CACHING);
      return c.html(withFirstPage(withExtraHeadTags(await shell(), gridPreloads(products)), firstPaint, page.script, liveMark));
    });
  }

  app.get('/sitemap.xml', async (c) => {
    const origin = siteOrigin(deps);
    const products = await deps.orm.em
      .fork()
      // Only live pieces: a Draft or Scheduled one is no shopper's, and its address would tell it exists.
      .find(Product, liveAt(new Date()), { fields: ['id', 'updatedAt'], orderBy: { id: 'asc' }, limit: MAX_SITEMAP_PRODUCTS });
    const urls = [
      ...PUBLIC_PAGES.map((page) => `<url><loc>${origin}${page}</loc></url>`),
      ...products.map(
        (product) =>
          `<url><loc>${origin}/product/${product.id}</loc><lastmod>${product.updatedAt.toISOString()}</lastmod></url>`,
      ),
    ];
    c.header('Content-Type', 'application/xml; charset=utf-8');
    return c.body(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`);
  });

  app.get('/robots.txt', (c) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...['/admin', '/admin-orders', '/cart', '/my-orders', '/login', '/register', '/api/', '/trpc/'].map(
        (privatePath) => `Disallow: ${privatePath}`,
      ),
      `Sitemap: ${siteOrigin(deps)}/sitemap.xml`,
    ];
    return c.text(`${lines.join('\n')}\n`);
  });
}
