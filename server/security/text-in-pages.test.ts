import { beforeAll, describe, expect, it } from 'vitest';
import { EMBEDDED_QUERIES_ID, type EmbeddedQuery } from '../../shared/first-page.ts';
import { Announcement } from '../modules/content/announcement.entity.ts';
import { HeroSlide } from '../modules/content/hero-slide.entity.ts';
import { Setting } from '../modules/settings/setting.entity.ts';
import { createTestProduct } from '../test/fixtures.ts';
import { createTestApp, createTestUser } from '../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../test/test-db.ts';
import { withoutClock } from '../test/without-clock.ts';

/**
 * Whatever the shop's texts hold, the pages the server writes carry them as text: the replacement
 * patterns of String.replace ("$`" and "$'" once spliced the page's own HTML into the title and the
 * data block, and the app never rendered), `</script>` and `<!--` (which would end or swallow a
 * script element), U+2028 and U+2029. Each page keeps the shell's structure, and each text reads
 * back exactly: in the title and the OpenGraph tags, in the JSON-LD, and in the data block.
 */

const PATTERNS = "$` $' $& $$ $1";
const BREAKOUTS = '$<name> </script><!-- </div></body>';
const hostile = (label: string) => `${label} ${PATTERNS} ${BREAKOUTS} \u2028\u2029 end`;

const PRODUCT_NAME = hostile('Barong');
/** Rich text whose plain-text form (the meta description) is the patterns themselves. */
const PRODUCT_DESCRIPTION = `<p>Piña ${PATTERNS}</p>`;

/** The shell as Vite builds it: its script, its stylesheet, an empty root. */
const SHELL =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="shop" /><title>Ukay</title>' +
  '<script type="module" crossorigin src="/assets/index-abc123.js"></script><link rel="stylesheet" crossorigin href="/assets/index-abc123.css">' +
  '</head><body><div id="root"></div></body></html>';
const SHELL_SCRIPT = '<script type="module" crossorigin src="/assets/index-abc123.js"></script>';

type App = Awaited<ReturnType<typeof createTestApp>>['app'];

const count = (html: string, text: string) => html.split(text).length - 1;
/** Undoes escapeHtml (numeric character references only), as a browser reads an attribute or a title. */
const htmlText = (escaped: string) => escaped.replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code)));

function scriptText(html: string, opening: string): string {
  const start = html.indexOf(opening);
  expect(start, `${opening} is missing`).toBeGreaterThanOrEqual(0);
  return html.slice(start + opening.length, html.indexOf('</script>', start));
}

const dataBlockOf = (html: string) => scriptText(html, `<script type="application/json" id="${EMBEDDED_QUERIES_ID}">`);

/** The page's structure is the shell's, with exactly the elements the server adds. */
function expectIntactPage(html: string, addedScripts: number) {
  expect(html.startsWith('<!doctype html><html lang="en"><head><meta charset="UTF-8" />')).toBe(true);
  expect(html.endsWith('</body></html>')).toBe(true);
  expect(count(html, '<div id="root">')).toBe(1);
  expect(count(html, SHELL_SCRIPT)).toBe(1);
  expect(count(html, '<script')).toBe(1 + addedScripts);
  expect(count(html, '</script>')).toBe(1 + addedScripts);
  expect(count(html, '<title>')).toBe(1);
  expect(count(html, '</head>')).toBe(1);
  expect(count(html, '<body>')).toBe(1);
  expect(html).not.toContain('<!--');
}

/** The data block's answers: JSON whose text cannot end its element, reading back as the client's own calls. */
async function expectDataBlockAsFetched(app: App, html: string, headers: Record<string, string> = {}) {
  const block = dataBlockOf(html);
  expect(block).not.toMatch(/[<>\u2028\u2029]/);
  const queries = JSON.parse(block) as EmbeddedQuery[];
  for (const query of queries) {
    const path = (query.key[0] as string[]).join('.');
    const input = (query.key[1] as { input?: unknown }).input;
    const search = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    const fetched = (await (await app.request(`/trpc/${path}${search}`, { headers })).json()) as { result: { data: unknown } };
    expect(withoutClock(query.data), path).toEqual(withoutClock(fetched.result.data));
  }
  return queries;
}

describe.each(TEST_DATABASES)('text in server-written pages on %s', (kind) => {
  const db = useTestDatabase(kind);
  let productId = 0;

  beforeAll(async () => {
    const em = db().em();
    const product = await createTestProduct(em, {
      name: PRODUCT_NAME,
      description: PRODUCT_DESCRIPTION,
      careInstructions: hostile('Care'),
      sku: `SKU ${PATTERNS}`,
      isNewArrival: true,
      isSale: true,
      withImage: true,
    });
    productId = product.id;
    for (const viewType of ['mobile', 'desktop'] as const) {
      em.create(HeroSlide, { title: hostile(`Title ${viewType}`), subtitle: hostile('Subtitle'), link: `/products?q=${PATTERNS}`, viewType, imageKey: `slides/${viewType}` });
    }
    em.create(Announcement, { text: hostile('Drop'), buttonText: `Shop ${PATTERNS}`, buttonLink: `/new?${PATTERNS}` });
    for (const key of ['payment_options_description', 'what_happens_after_payment', 'thanks_message']) {
      em.create(Setting, { key, value: hostile(key) });
    }
    await em.flush();
  });

  it('writes a product’s name and description into its title, OpenGraph tags and JSON-LD exactly', async () => {
    const { app } = await createTestApp(db(), { indexHtml: SHELL, publicUrl: 'https://ukay.example' });
    const html = await (await app.request(`/product/${productId}`)).text();
    expectIntactPage(html, 2);
    const title = `${PRODUCT_NAME} · ₱500.00 · Ukay`;
    expect(htmlText(/<title>(.*?)<\/title>/s.exec(html)?.[1] ?? '')).toBe(title);
    for (const [attribute, key, value] of [
      ['property', 'og:title', title],
      ['name', 'twitter:title', title],
      ['name', 'description', `Piña ${PATTERNS}`],
      ['property', 'og:description', `Piña ${PATTERNS}`],
    ]) {
      const content = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)" />`).exec(html)?.[1];
      expect(htmlText(content ?? ''), key).toBe(value);
    }
    const jsonLdText = scriptText(html, '<script type="application/ld+json">');
    expect(jsonLdText).not.toMatch(/[<>\u2028\u2029]/);
    expect(JSON.parse(jsonLdText)).toMatchObject({ name: PRODUCT_NAME, description: `Piña ${PATTERNS}`, sku: `SKU ${PATTERNS}` });
    const queries = await expectDataBlockAsFetched(app, html);
    expect(queries.find((query) => (query.key[0] as string[]).join('.') === 'catalog.byId')?.data).toMatchObject({
      name: PRODUCT_NAME,
      description: PRODUCT_DESCRIPTION,
    });
  });

  it('writes the home page’s slides, announcements, new drops and settings into its data block exactly', async () => {
    const { app } = await createTestApp(db(), { indexHtml: SHELL });
    const html = await (await app.request('/')).text();
    expectIntactPage(html, 1);
    const text = JSON.stringify(await expectDataBlockAsFetched(app, html));
    for (const expected of [
      PRODUCT_NAME,
      hostile('Title mobile'),
      hostile('Title desktop'),
      hostile('Subtitle'),
      hostile('Drop'),
      `Shop ${PATTERNS}`,
      hostile('thanks_message'),
      hostile('payment_options_description'),
    ]) {
      expect(text).toContain(JSON.stringify(expected));
    }
  });

  it('writes the list pages’ products into their data blocks exactly', async () => {
    const { app } = await createTestApp(db(), { indexHtml: SHELL });
    for (const page of ['/products', '/new', '/sale']) {
      const html = await (await app.request(page)).text();
      expectIntactPage(html, 1);
      expect(JSON.stringify(await expectDataBlockAsFetched(app, html)), page).toContain(JSON.stringify(PRODUCT_NAME));
    }
  });

  it('writes a signed-in buyer’s own name into the session in the data block exactly', async () => {
    const em = db().em();
    const { user, token } = await createTestUser(em);
    user.name = hostile('Maria');
    await em.flush();
    const { app } = await createTestApp(db(), { indexHtml: SHELL });
    const headers = { cookie: `ukay_session=${token}` };
    const html = await (await app.request('/', { headers })).text();
    expectIntactPage(html, 1);
    const queries = await expectDataBlockAsFetched(app, html, headers);
    expect(queries.find((query) => (query.key[0] as string[]).join('.') === 'users.session')?.data).toMatchObject({
      user: { name: hostile('Maria') },
    });
  });
});
