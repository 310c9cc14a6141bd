import { beforeAll, describe, expect, it } from 'vitest';
import { createTestProduct } from '../../test/fixtures.ts';
import { callerFor, createTestApp } from '../../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../../test/test-db.ts';
import { foldSearchText } from '../pieces/pieces.ts';
import { searchWordsPattern } from './search-terms.ts';

describe('a search folded into words', () => {
  it('keeps letters and digits, without accents, in lower case', () => {
    expect(foldSearchText("Levi's® 501 — PIÑA Café")).toBe('levis501pinacafe');
  });

  it('needs every word, each as typed or as a synonym, and nothing without a letter or digit', () => {
    expect(searchWordsPattern('Maong  jacket maong')).toBe('^(?=.*(?:maong|denim|jeans))(?=.*(?:jacket))');
    expect(searchWordsPattern(" ' & ")).toBeNull();
  });

  it('finds a letter alone joined to the word before or after it', () => {
    expect(searchWordsPattern('t shirt')).toBe('^(?=.*(?:tshirt))(?=.*(?:shirt))');
    expect(searchWordsPattern('levi s 501')).toBe('^(?=.*(?:levi))(?=.*(?:levis|s501))(?=.*(?:501))');
    expect(searchWordsPattern('x')).toBe('^(?=.*(?:x))');
  });
});

describe.each(TEST_DATABASES)('the forgiving catalogue search on %s', (kind) => {
  const db = useTestDatabase(kind);
  const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));

  beforeAll(async () => {
    const em = db().em();
    await createTestProduct(em, { name: "Levi's 501 Jeans", createdAt: day(1) });
    await createTestProduct(em, { name: 'Denim Trucker Jacket', createdAt: day(2), brand: 'Lee' });
    await createTestProduct(em, { name: 'Floral Sundress', createdAt: day(3), description: '<p>Rayon, <strong>midi</strong> length</p>' });
    await createTestProduct(em, { name: 'Piña Barong Tagalog', createdAt: day(4) });
    await createTestProduct(em, { name: 'Oxford Button-Down', createdAt: day(5), description: '<p>A crisp cotton shirt &amp; tie pin</p>' });
    await createTestProduct(em, { name: 'Ralph Lauren Polo', createdAt: day(6) });
    await createTestProduct(em, { name: 'Band T-Shirt', createdAt: day(7), description: 'Café tour 1994' });
  });

  it('keeps each piece\'s text folded as it folds a shopper\'s words', async () => {
    const em = db().em();
    const fields = { name: 'PIÑA Café, Ñandú', description: '<p>ÀÉÎÕÜ <em>çà</em> &amp; T-Shirt (1990s)</p>', brand: "Levi's®", era: null, material: 'tabs\tand\nlines' };
    const piece = await createTestProduct(em, { ...fields, dropAt: null });
    const [row] = await em.execute<{ search_text: string }[]>('select search_text from products where id = ?', [piece.id]);
    const description = 'ÀÉÎÕÜ çà T-Shirt (1990s)';
    expect(row?.search_text).toBe([fields.name, description, fields.brand, '', fields.material].map(foldSearchText).join('|'));
    expect(row?.search_text).toBe('pinacafenandu|aeioucatshirt1990s|levis||tabsandlines');
  });

  const names = (result: { data: { name: string }[] }) => result.data.map((product) => product.name).sort();

  it.each([
    ['levis', ["Levi's 501 Jeans"]],
    ['LEVI S 501', ["Levi's 501 Jeans"]],
    ['pina', ['Piña Barong Tagalog']],
    ['PIÑA', ['Piña Barong Tagalog']],
    ['tshirt', ['Band T-Shirt']],
    ['t shirt', ['Band T-Shirt']],
    ['cafe', ['Band T-Shirt']],
    ['shirt band', ['Band T-Shirt']],
    ['maong', ['Denim Trucker Jacket', "Levi's 501 Jeans"]],
    ['maong jacket', ['Denim Trucker Jacket']],
    ['bestida', ['Floral Sundress']],
    ['polo', ['Band T-Shirt', 'Oxford Button-Down', 'Ralph Lauren Polo']],
    ['barong', ['Piña Barong Tagalog']],
    ['lee', ['Denim Trucker Jacket']],
  ])('%j finds %j', async (search, expected) => {
    expect(names(await callerFor(db().em()).catalog.list({ search }))).toEqual(expected);
  });

  it.each([
    // The description's markup and entities are not its words.
    ['strong', []],
    ['amp', []],
    // Two words are both needed, and a synonym stands only for a whole word.
    ['maong dress', []],
    ['maon', []],
    // Only punctuation: the text as typed, which no piece has.
    ["'", ["Levi's 501 Jeans"]],
  ])('%j finds only %j', async (search, expected) => {
    expect(names(await callerFor(db().em()).catalog.list({ search }))).toEqual(expected);
  });

  it('counts what it finds, and the full products find the same', async () => {
    const caller = callerFor(db().em());
    const list = await caller.catalog.list({ search: 'maong', per_page: 1 });
    expect(list.meta).toMatchObject({ total: 2, last_page: 2 });
    expect(names(await caller.catalog.listFull({ search: 'maong' }))).toEqual(['Denim Trucker Jacket', "Levi's 501 Jeans"]);
  });

  it('GET /api/products?search= forgives as tRPC does', async () => {
    const { app } = await createTestApp(db());
    const response = await app.request(`/api/products?search=${encodeURIComponent('levis')}`);
    expect(response.status).toBe(200);
    expect(names((await response.json()) as { data: { name: string }[] })).toEqual(["Levi's 501 Jeans"]);
    const synonym = (await (await app.request('/api/products?search=bestida')).json()) as { data: { name: string }[]; meta: { total: number } };
    expect(names(synonym)).toEqual(['Floral Sundress']);
    expect(synonym.meta.total).toBe(1);
  });
});
