import { beforeAll, describe, expect, it } from 'vitest';
import { createAppWithEnv } from '../test/app-with-env.ts';
import { createTestProduct } from '../test/fixtures.ts';
import { TEST_DATABASES, useTestDatabase } from '../test/test-db.ts';

/** A request whose Host header someone else wrote (a cache poisoner, a link-preview crawler misled by DNS). */
const FORGED_HOST = 'http://evil.example';

describe.each(TEST_DATABASES)('absolute links never come from the Host header, on %s', (kind) => {
  const db = useTestDatabase(kind);
  let productId = 0;
  beforeAll(async () => {
    productId = (await createTestProduct(db().em(), { withImage: true })).id;
  });

  /** Every absolute URL in the shop's own answers: product page links and tags, the sitemap, robots.txt. */
  async function absoluteLinks(variables: Record<string, string>) {
    const { app } = await createAppWithEnv(db().orm, variables);
    const bodies = await Promise.all(
      [`/product/${productId}`, '/sitemap.xml', '/robots.txt'].map(async (path) => (await app.request(`${FORGED_HOST}${path}`)).text()),
    );
    return bodies.flatMap((body) => body.match(/https?:\/\/[^"'<\s]+/g) ?? []).filter((url) => !url.startsWith('https://schema.org') && !url.startsWith('http://www.sitemaps.org'));
  }

  it('without PUBLIC_URL (development) links point at this machine on the configured port', async () => {
    const links = await absoluteLinks({ NODE_ENV: 'development', PORT: '4173' });
    expect(links.length).toBeGreaterThanOrEqual(5); // canonical, og:url, og:image, sitemap entries, robots' Sitemap
    expect(links).toContain(`http://localhost:4173/product/${productId}`);
    expect(links).toContain('http://localhost:4173/sitemap.xml');
    for (const link of links) expect(link).toMatch(/^http:\/\/localhost:4173\//);
  });

  it('with PUBLIC_URL links point at its origin', async () => {
    const links = await absoluteLinks({ NODE_ENV: 'production', PUBLIC_URL: 'https://ukay.example/shop' });
    expect(links).toContain(`https://ukay.example/product/${productId}`);
    for (const link of links) expect(link).toMatch(/^https:\/\/ukay\.example\//);
  });
});
