import { beforeAll, describe, expect, it } from 'vitest';
import { Drop } from '../modules/pieces/entities.ts';
import { createTestProduct } from '../test/fixtures.ts';
import { schemaOrgErrors } from '../test/schema-org.ts';
import { createTestApp } from '../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../test/test-db.ts';

const PUBLIC_URL = 'https://ukay.example';

describe.each(TEST_DATABASES)('shareable pages on %s', (kind) => {
  const db = useTestDatabase(kind);
  let productId = 0;
  let soldId = 0;

  beforeAll(async () => {
    // Marked sold by the owner (design.md §2 "Manual states"), with every vintage detail (§2 "Vintage details").
    const sold = await createTestProduct(db().em(), {
      name: 'Levi’s Trucker Jacket',
      description: '<p>Type III, faded just right.</p>',
      size: 'm',
      status: 'Sold',
      markedSoldAt: new Date(),
      garmentType: 'outerwear',
      pitToPitUm: 520_000,
      lengthUm: 254_000,
      condition: 'very_good',
      brand: 'Levi’s',
      material: 'Cotton denim',
      era: '1980s',
      withImage: true,
    });
    soldId = sold.id;
    const product = await createTestProduct(db().em(), {
      name: 'Harrington "Classic" Jacket</script>',
      description: '<p>Olive cotton with <strong>tartan</strong> lining.</p>',
      priceCentavos: 175_000,
      size: 'l',
      withImage: true,
    });
    productId = product.id;
  });

  it('answers /product/{id} with the product’s title, OpenGraph and Twitter tags', async () => {
    const { app } = await createTestApp(db(), { publicUrl: PUBLIC_URL });
    const response = await app.request(`/product/${productId}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Harrington &#34;Classic&#34; Jacket&#60;/script&#62; · ₱1,750.00 · Ukay</title>');
    expect(html).toContain('<meta property="og:description" content="Olive cotton with tartan lining." />');
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="${PUBLIC_URL}/media/products/test\\d+-800\\.webp" />`));
    expect(html).toContain('<meta property="product:price:amount" content="1750.00" />');
    expect(html).toContain('<meta property="product:price:currency" content="PHP" />');
    expect(html).toContain('<meta property="product:availability" content="in stock" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('carries a schema.org Product whose name cannot break out of its script', async () => {
    const { app } = await createTestApp(db(), { publicUrl: PUBLIC_URL });
    const html = await (await app.request(`/product/${productId}`)).text();
    const block = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    expect(block).toBeDefined();
    expect(block).not.toContain('</script');
    const jsonLd = JSON.parse(block ?? '{}') as Record<string, unknown>;
    expect(jsonLd).toMatchObject({
      '@type': 'Product',
      name: 'Harrington "Classic" Jacket</script>',
      offers: { price: '1750.00', priceCurrency: 'PHP', availability: 'https://schema.org/InStock' },
    });
  });

  const jsonLdOf = async (id: number): Promise<unknown> => {
    const { app } = await createTestApp(db(), { publicUrl: PUBLIC_URL });
    const html = await (await app.request(`/product/${id}`)).text();
    return JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null') as unknown;
  };

  it('keeps a sold piece’s page up, saying Sold first in its previews, with its condition grade', async () => {
    const { app } = await createTestApp(db(), { publicUrl: PUBLIC_URL });
    const response = await app.request(`/product/${soldId}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const description = 'Sold · Very good condition · Type III, faded just right.';
    expect(html).toContain(`<meta property="og:description" content="${description}" />`);
    expect(html).toContain(`<meta name="description" content="${description}" />`);
    expect(html).toContain('<meta property="product:availability" content="out of stock" />');
    const api = await app.request(`/api/products/${soldId}`);
    expect(api.status).toBe(200);
    expect(await api.json()).toMatchObject({ data: { id: soldId, status: 'Sold' } });
  });

  it('describes a sold piece in JSON-LD as SoldOut and used, with its brand, material, era and measurements', async () => {
    expect(await jsonLdOf(soldId)).toMatchObject({
      '@type': 'Product',
      brand: { '@type': 'Brand', name: 'Levi’s' },
      material: 'Cotton denim',
      additionalProperty: [
        { '@type': 'PropertyValue', name: 'Era', value: '1980s' },
        { '@type': 'PropertyValue', name: 'Pit to pit', value: 52, unitCode: 'CMT' },
        { '@type': 'PropertyValue', name: 'Length', value: 25.4, unitCode: 'CMT' },
      ],
      offers: { '@type': 'Offer', availability: 'https://schema.org/SoldOut', itemCondition: 'https://schema.org/UsedCondition' },
    });
  });

  it('writes JSON-LD that schema.org’s vocabulary accepts, for an available and for a sold piece', async () => {
    expect(schemaOrgErrors(await jsonLdOf(productId))).toEqual([]);
    expect(schemaOrgErrors(await jsonLdOf(soldId))).toEqual([]);
  });

  it('has a vocabulary check that refuses a property, a member or a type schema.org does not have there', async () => {
    const valid = (await jsonLdOf(soldId)) as { offers: Record<string, unknown>; brand: Record<string, unknown> };
    expect(schemaOrgErrors({ ...valid, condition: 'Very good' })).toEqual(['$.condition: not a property of Product']);
    expect(schemaOrgErrors({ ...valid, offers: { ...valid.offers, availability: 'https://schema.org/Sold' } })).toEqual([
      '$.offers.availability: "https://schema.org/Sold" is no ItemAvailability',
    ]);
    expect(schemaOrgErrors({ ...valid, offers: { ...valid.offers, itemCondition: 'https://schema.org/InStock' } })).toHaveLength(1);
    expect(schemaOrgErrors({ ...valid, brand: { ...valid.brand, material: 'denim' } })).toEqual(['$.brand.material: not a property of Brand']);
    expect(schemaOrgErrors({ ...valid, brand: { '@type': 'Offer', price: '1' } })).toEqual(['$.brand: type Offer where Brand is expected']);
    expect(schemaOrgErrors({ ...valid, '@type': 'Produkt' })).toEqual(['$: unknown type Produkt']);
  });

  it('answers /drops/{slug} with the drop’s title and cover for link previews, never its pieces’ names; an unknown drop with 404', async () => {
    const { app } = await createTestApp(db(), { publicUrl: PUBLIC_URL });
    const drop = db().em().create(Drop, { slug: 'share-drop', name: 'Friday <Denim> Drop', description: 'Forty pieces', coverKey: 'drops/cover1', dropAt: new Date(Date.now() + 3_600_000) });
    await db().em().flush();
    await createTestProduct(db().em(), { name: 'Hidden share piece', drop, dropAt: drop.dropAt, withImage: true });
    const response = await app.request('/drops/share-drop');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Friday &#60;Denim&#62; Drop · Ukay</title>');
    expect(html).toContain(`<meta property="og:image" content="${PUBLIC_URL}/media/drops/cover1-800.webp" />`);
    expect(html).toContain('<meta property="og:description" content="Forty pieces" />');
    expect(html).not.toContain('Hidden share piece');
    expect((await app.request('/drops/no-such-drop')).status).toBe(404);
  });

  it('answers a missing product with the app shell and 404', async () => {
    const { app } = await createTestApp(db());
    const response = await app.request('/product/999999');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<div id="root"></div>');
  });

  it('answers a path the app has no page for with the app shell and 404, and its pages with 200', async () => {
    const { app } = await createTestApp(db());
    for (const url of ['/nowhere', '/product/abc', `/product/${productId}/extra`, '/products/shoes']) {
      const response = await app.request(url);
      expect(response.status, url).toBe(404);
      expect(await response.text()).toContain('<div id="root"></div>');
    }
    for (const url of ['/products', '/products?size=m', '/cart', '/login', '/admin/orders']) {
      expect((await app.request(url)).status, url).toBe(200);
    }
  });

  it('lists the public pages and every product in /sitemap.xml, and points robots.txt at it', async () => {
    const { app } = await createTestApp(db(), { publicUrl: PUBLIC_URL });
    const sitemap = await (await app.request('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${PUBLIC_URL}/products</loc>`);
    expect(sitemap).toContain(`<loc>${PUBLIC_URL}/product/${productId}</loc>`);
    expect(sitemap, 'a sold piece keeps selling through its link').toContain(`<loc>${PUBLIC_URL}/product/${soldId}</loc>`);
    const robots = await (await app.request('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(robots).toContain('Disallow: /admin');
  });
});
