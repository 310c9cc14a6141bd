import { beforeAll, describe, expect, it } from 'vitest';
import { EMBEDDED_QUERIES_ID, type EmbeddedQuery } from '../../shared/first-page.ts';
import { ProductCard, type ProductCardListOutput } from '../../shared/schemas/catalog.ts';
import { Announcement } from '../modules/content/announcement.entity.ts';
import { HeroSlide } from '../modules/content/hero-slide.entity.ts';
import { createTestProduct } from '../test/fixtures.ts';
import { createTestApp, createTestUser } from '../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../test/test-db.ts';
import { withoutClock } from '../test/without-clock.ts';

type App = Awaited<ReturnType<typeof createTestApp>>['app'];

/** The queries a page carries, read back as the client reads them (client/lib/first-page.ts). */
function embeddedQueries(html: string): EmbeddedQuery[] {
  const json = new RegExp(`<script type="application/json" id="${EMBEDDED_QUERIES_ID}">(.*?)</script>`, 's').exec(html)?.[1];
  return json === undefined ? [] : (JSON.parse(json) as EmbeddedQuery[]);
}

const pathOf = (query: EmbeddedQuery) => (query.key[0] as string[]).join('.');

/** What the client's own tRPC call would have got, over HTTP. */
async function overHttp(app: App, procedure: string, input?: unknown, headers: Record<string, string> = {}): Promise<unknown> {
  const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const body = (await (await app.request(`/trpc/${procedure}${query}`, { headers })).json()) as { result: { data: unknown } };
  return body.result.data;
}

describe.each(TEST_DATABASES)('the first page’s data and paint written into its HTML on %s', (kind) => {
  const db = useTestDatabase(kind);
  let productId = 0;

  beforeAll(async () => {
    const em = db().em();
    productId = (await createTestProduct(em, { name: 'Barong </script><script>alert(1)</script>', withImage: true, isNewArrival: true })).id;
    em.create(HeroSlide, { title: 'Phone first', viewType: 'mobile', order: 1, imageKey: 'slides/phone-1' });
    em.create(HeroSlide, { title: 'Wide first', viewType: 'desktop', order: 1, imageKey: 'slides/wide-1' });
    em.create(Announcement, { text: 'Drop <b>tonight</b>', isActive: true });
    await em.flush();
  });

  it('carries the home page’s queries with the answers the client would fetch itself', async () => {
    const { app } = await createTestApp(db());
    const response = await app.request('/');
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    const queries = embeddedQueries(await response.text());
    expect(queries.map(pathOf).sort()).toEqual(
      ['users.session', 'content.announcements', 'content.heroSlides', 'catalog.newDrops', 'drops.upcoming', 'settings.get'].sort(),
    );
    for (const query of queries) {
      expect(query.key[1]).toEqual({ type: 'query' });
      expect(withoutClock(query.data)).toEqual(withoutClock(await overHttp(app, pathOf(query))));
    }
  });

  it('keeps text in the data from closing its script element', async () => {
    const { app } = await createTestApp(db());
    const html = await (await app.request('/')).text();
    const script = new RegExp(`<script type="application/json" id="${EMBEDDED_QUERIES_ID}">(.*?)</script>`, 's').exec(html)?.[1] ?? '';
    expect(script).toContain('Barong \\u003c/script\\u003e');
    expect(html).not.toContain('<script>alert(1)</script>');
  });

  it('paints the header bar and the first slide for each screen before the app runs', async () => {
    const { app } = await createTestApp(db());
    const html = await (await app.request('/')).text();
    expect(html).toContain(
      '<div id="root"><div class="first-paint" aria-hidden="true" inert><div class="site-header"><div class="first-paint-bar"><span class="brand">Ukay</span></div></div>' +
        '<picture class="hero-slide first-paint-hero">' +
        '<source media="(min-width: 768px)" srcset="/media/slides/wide-1-800.webp 800w, /media/slides/wide-1-1600.webp 1600w" sizes="100vw" />' +
        '<img src="/media/slides/phone-1-1080.webp" srcset="/media/slides/phone-1-540.webp 540w, /media/slides/phone-1-1080.webp 1080w" sizes="100vw" alt="" fetchpriority="high" elementtiming="first-paint" />' +
        '</picture></div></div>',
    );
  });

  it('carries a product page’s product and paints its main picture', async () => {
    const { app } = await createTestApp(db());
    const html = await (await app.request(`/product/${productId}`)).text();
    const byId = embeddedQueries(html).find((query) => pathOf(query) === 'catalog.byId');
    expect(byId?.key[1]).toEqual({ input: { id: productId }, type: 'query' });
    expect(byId?.data).toEqual(await overHttp(app, 'catalog.byId', { id: productId }));
    expect(html).toMatch(/<div class="first-paint-product"><picture><img class="product-image" src="\/media\/products\/test\d+-400\.webp" srcset="[^"]+" sizes="\(min-width: 992px\) 560px, 100vw" width="400" height="400" alt="" fetchpriority="high" elementtiming="first-paint" \/><\/picture><\/div>/);
  });

  it('carries each list page’s unfiltered first page, and leaves filtered links to the browser', async () => {
    const { app } = await createTestApp(db());
    for (const [path, input] of [['/products', {}], ['/new', { is_new_arrival: true }], ['/sale', { is_sale: true }]] as const) {
      const list = embeddedQueries(await (await app.request(path)).text()).find((query) => pathOf(query) === 'catalog.list');
      expect(list?.key[1]).toEqual({ input, type: 'query' });
      expect(list?.data).toEqual(await overHttp(app, 'catalog.list', input));
      // Cards, as the grid draws them (design.md §3 "Grids get cards"): no description, care instructions or gallery.
      for (const card of (list?.data as ProductCardListOutput).data) expect(Object.keys(card).sort()).toEqual(Object.keys(ProductCard.shape).sort());
    }
    // The grid's first pictures start loading with the page, at the size the grid shows them.
    expect(await (await app.request('/products')).text()).toMatch(
      /<link rel="preload" as="image" imagesrcset="\/media\/products\/test\d+-400\.webp 400w, \/media\/products\/test\d+-800\.webp 800w" imagesizes="\(min-width: 1200px\) 280px, \(min-width: 768px\) 30vw, 50vw" fetchpriority="high" \/>/,
    );
    const filtered = await (await app.request('/products?size=%22m%22')).text();
    expect(filtered).toContain('<div id="root"></div>');
    expect(embeddedQueries(filtered)).toEqual([]);
  });

  it('paints each list page’s heading, filters and the grid’s first row, names escaped, before the app runs', async () => {
    const { app } = await createTestApp(db());
    const html = await (await app.request('/new')).text();
    const list = embeddedQueries(html).find((query) => pathOf(query) === 'catalog.list')?.data as ProductCardListOutput;
    const total = list.meta.total;
    expect(html).toContain(`<h1>New Arrivals</h1><p>Fresh from the bale, cleaned, mended and photographed this week.</p>`);
    expect(html).toContain(`<p class="first-paint-dimmed">${total === 1 ? '1 piece' : `${total} pieces`}</p>`);
    const cards = html.match(/<div class="product-card">/g) ?? [];
    expect(cards).toHaveLength(Math.min(4, list.data.length));
    // The grid's first two pictures load at once, as the app's grid loads them; the rest only where shown.
    expect(html.match(/<img class="product-image"[^>]*fetchpriority="high" elementtiming="first-paint" \/>/g)).toHaveLength(Math.min(2, list.data.length));
    expect(html).toContain('<p class="product-card-name">Barong &#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62;</p>');
    // The search box is the catalogue's alone, as its filter bar has it.
    expect(html).not.toContain('<label>Search</label>');
    expect(await (await app.request('/products')).text()).toContain('<label>Search</label>');
  });

  it('answers for the signed-in shopper whose cookie came with the page', async () => {
    const { app } = await createTestApp(db());
    const { user, token } = await createTestUser(db().em());
    const html = await (await app.request('/products', { headers: { cookie: `ukay_session=${token}` } })).text();
    const session = embeddedQueries(html).find((query) => pathOf(query) === 'users.session');
    expect(session?.data).toEqual({ user: { id: user.id, name: user.name, email: user.email, role: 'customer', email_verified: false }, ended: null });
  });
});
