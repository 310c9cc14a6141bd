import { beforeAll, describe, expect, it } from 'vitest';
import { HTML_SETTING_KEYS } from '../../shared/schemas/settings.ts';
import { Product } from '../modules/pieces/entities.ts';
import { Setting } from '../modules/settings/setting.entity.ts';
import { adminCallerFor } from '../test/admin-fixtures.ts';
import { createTestApp } from '../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../test/test-db.ts';
import { htmlViolations, XSS_VECTORS } from './xss-vectors.ts';

/**
 * Every field that takes HTML (a product's description and care instructions, the checkout texts of
 * the shop settings) is fed the XSS corpus: what is stored, what the admin gets back and what the
 * storefront reads (tRPC and REST) holds no script, no event handler, no script-bearing URL.
 */

const PNG_DATA_URL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('the checker of sanitised HTML', () => {
  it('finds what the corpus tries to smuggle in, so a sanitiser gap fails the tests below', () => {
    expect(htmlViolations('<img src="x" onerror="alert(1)" />')).toEqual(['attribute onerror on <img>']);
    expect(htmlViolations('<a href="jav&#x09;ascript:alert(1)">x</a>')).toEqual(['href="javascript:alert(1)" on <a>']);
    expect(htmlViolations('<p>a</p><script>1</script>')).toEqual(['tag <script>', 'tag <script>']);
    expect(htmlViolations('<a href="data:text/html,x">x</a>')).toHaveLength(1);
    expect(htmlViolations('<p>1 <<img src=x>')).not.toEqual([]);
    expect(htmlViolations('<p>1 < 2')).toEqual(['a stray <']);
    expect(htmlViolations('<svg><p style="x">y</p></svg>')).toEqual(['tag <svg>', 'attribute style on <p>', 'tag <svg>']);
  });

  it('lets through what the editor makes: links of the allowed kinds and pasted raster pictures', () => {
    const html = `<h2>Care</h2><p>Hand <strong>wash</strong> <a href="https://shop.example" rel="noopener noreferrer nofollow" target="_blank">guide</a></p><img src="${PNG_DATA_URL}" alt="tag" />`;
    expect(htmlViolations(html)).toEqual([]);
  });
});

describe.each(TEST_DATABASES)('rich text against the XSS corpus on %s', (kind) => {
  const db = useTestDatabase(kind);
  let admin: Awaited<ReturnType<typeof adminCallerFor>>['caller'];
  let rest: (path: string) => Promise<unknown>;

  beforeAll(async () => {
    admin = (await adminCallerFor(db().em())).caller;
    const { app } = await createTestApp(db());
    rest = async (path) => (await app.request(`/api${path}`)).json();
  });

  const cases = XSS_VECTORS.map((vector, index) => [index + 1, vector] as const);

  it.each(cases)('product description and care instructions, vector %i: %s', async (index, vector) => {
    // Wrapped in ordinary text, as a pasted attack would be, and once on its own.
    const html = `<p>Vintage barong, lightly worn.</p>${vector}<p>Size L.</p>`;
    const created = await admin.admin.products.create({ name: `XSS ${index}`, price: 100, size: 'm', description: html, care_instructions: vector });
    const updated = await admin.admin.products.update({ id: created.id, name: `XSS ${index}`, price: 100, size: 'm', description: vector, care_instructions: html });
    const stored = await db().em().findOneOrFail(Product, { id: created.id });
    const storefront = (await rest(`/products/${created.id}`)) as { data: { description: string; careInstructions: string } };
    const texts = {
      'created description': created.description,
      'created care instructions': created.careInstructions,
      'updated description': updated.description,
      'updated care instructions': updated.careInstructions,
      'stored description': stored.description,
      'stored care instructions': stored.careInstructions,
      'REST description': storefront.data.description,
      'REST care instructions': storefront.data.careInstructions,
    };
    for (const [where, text] of Object.entries(texts)) expect(htmlViolations(text), `${where}: ${text}`).toEqual([]);
    // The ordinary text around the attack survives it.
    expect(stored.careInstructions).toContain('Vintage barong, lightly worn.');
  });

  it.each(cases)('checkout texts of the shop settings, vector %i: %s', async (_index, vector) => {
    const html = `<p>Pay by GCash.</p>${vector}`;
    const saved = await admin.admin.settings.updateAll({ settings: HTML_SETTING_KEYS.map((key) => ({ key, value: html })) });
    const one = await admin.admin.settings.update({ key: 'thanks_message', value: vector });
    const stored = await db().em().find(Setting, { key: { $in: [...HTML_SETTING_KEYS] } });
    const publicSettings = (await rest('/settings')) as { data: Record<string, unknown> };
    const texts: [string, unknown][] = [
      ...HTML_SETTING_KEYS.map((key) => [`saved ${key}`, saved.settings[key]] as [string, unknown]),
      ['updated thanks_message', one.settings.thanks_message],
      ...stored.map((setting) => [`stored ${setting.key}`, setting.value] as [string, unknown]),
      ...HTML_SETTING_KEYS.map((key) => [`REST ${key}`, publicSettings.data[key]] as [string, unknown]),
    ];
    expect(stored).toHaveLength(HTML_SETTING_KEYS.length);
    for (const [where, text] of texts) {
      expect(typeof text, where).toBe('string');
      expect(htmlViolations(String(text)), `${where}: ${String(text)}`).toEqual([]);
    }
  });
});
