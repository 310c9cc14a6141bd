import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Context, Hono } from 'hono';
import { formatPeso, pesosToCentavos } from '../../shared/money.ts';
import type { ProductOutput } from '../../shared/schemas/catalog.ts';
import type { Em } from '../db/orm.ts';
import { NotFoundError } from '../errors.ts';
import { getProduct } from '../modules/catalog/catalog.service.ts';
import { Product } from '../modules/catalog/product.entity.ts';
import type { AppDeps } from '../trpc/context.ts';

const PUBLIC_PAGES = ['/', '/products', '/new', '/sale', '/about', '/contact', '/terms', '/privacy'];
const MAX_SITEMAP_PRODUCTS = 45_000;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function plainText(html: string, maxLength = 180): string {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();
  return text.length > maxLength ? `${text.slice(0, maxLength - 1).trimEnd()}…` : text;
}

function siteOrigin(c: Context, deps: AppDeps): string {
  return deps.env.PUBLIC_URL ? new URL(deps.env.PUBLIC_URL).origin : new URL(c.req.url).origin;
}

const AVAILABILITY: Record<ProductOutput['status'], { og: string; schema: string }> = {
  Available: { og: 'in stock', schema: 'https://schema.org/InStock' },
  OnHold: { og: 'pending', schema: 'https://schema.org/LimitedAvailability' },
  Pending: { og: 'pending', schema: 'https://schema.org/SoldOut' },
  Sold: { og: 'out of stock', schema: 'https://schema.org/SoldOut' },
};

/** The tags a link preview (Messenger, Instagram, search engines) reads, for one product. */
export function productHeadTags(product: ProductOutput, origin: string): string {
  const url = `${origin}/product/${product.id}`;
  const title = `${product.name} · ${formatPeso(pesosToCentavos(product.price))} · Ukay`;
  const description = plainText(product.description) || `Size ${product.size.toUpperCase()} vintage piece from Ukay.`;
  const image = product.image ? `${origin}${product.image}` : null;
  const availability = AVAILABILITY[product.status];
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description,
    sku: product.sku ?? String(product.id),
    image: product.images.map((src) => `${origin}${src}`),
    size: product.size.toUpperCase(),
    offers: {
      '@type': 'Offer',
      url,
      price: product.price.toFixed(2),
      priceCurrency: 'PHP',
      availability: availability.schema,
      itemCondition: 'https://schema.org/UsedCondition',
    },
  };
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
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
    // `<` is escaped so a product name can never close the script element.
    `<script type="application/ld+json">${JSON.stringify(jsonLd).replace(/</g, '\\u003c')}</script>`,
  ].join('\n    ');
}

/** Replaces the SPA shell's generic title and description with the product's own tags. */
export function withHeadTags(indexHtml: string, tags: string): string {
  return indexHtml
    .replace(/<title>.*?<\/title>\s*/s, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace('</head>', `  ${tags}\n  </head>`);
}

async function productOrNull(em: Em, id: number): Promise<ProductOutput | null> {
  try {
    return await getProduct(em, id, null);
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

export function serveSharePages(app: Hono, deps: AppDeps, clientDir: string): void {
  let indexHtml: Promise<string> | undefined;
  const shell = () => (indexHtml ??= readFile(path.join(clientDir, 'index.html'), 'utf8'));

  app.get('/product/:id{[0-9]+}', async (c) => {
    const product = await productOrNull(deps.orm.em.fork(), Number(c.req.param('id')));
    c.header('Cache-Control', 'no-cache');
    if (!product) return c.html(await shell(), 404);
    return c.html(withHeadTags(await shell(), productHeadTags(product, siteOrigin(c, deps))));
  });

  app.get('/sitemap.xml', async (c) => {
    const origin = siteOrigin(c, deps);
    const products = await deps.orm.em
      .fork()
      .find(Product, {}, { fields: ['id', 'updatedAt'], orderBy: { id: 'asc' }, limit: MAX_SITEMAP_PRODUCTS });
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
      `Sitemap: ${siteOrigin(c, deps)}/sitemap.xml`,
    ];
    return c.text(`${lines.join('\n')}\n`);
  });
}
