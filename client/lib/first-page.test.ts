import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { EMBEDDED_QUERIES_ID } from '../../shared/first-page.ts';
import { embeddedQueriesIn, seedFirstPage } from './first-page.ts';

const NEW_DROPS_KEY = [['catalog', 'newDrops'], { type: 'query' }];
const SERVER_DATA = [{ id: 7, name: 'Barong' }];
const WELL_FORMED = JSON.stringify([{ key: NEW_DROPS_KEY, data: SERVER_DATA }]);

/** Blocks a damaged page can carry, the page's own HTML spliced in (what "$`" in a name once did) among them. */
const MALFORMED = {
  'cut short': WELL_FORMED.slice(0, 40),
  'with the page’s HTML spliced in': WELL_FORMED.replace('Barong', 'Barong<!doctype html><html lang="en"><head><title>Ukay</title>'),
  'an object, not a list': JSON.stringify({ key: NEW_DROPS_KEY, data: SERVER_DATA }),
  'a key that is not a query key': JSON.stringify([{ key: 'catalog.newDrops', data: SERVER_DATA }]),
  'an entry without its answer': JSON.stringify([{ key: NEW_DROPS_KEY }]),
  'one good entry beside a bad one': JSON.stringify([{ key: NEW_DROPS_KEY, data: SERVER_DATA }, null]),
  empty: '',
};

/** A page holding one data block with this text, which records whether the block was taken out. */
function pageWithBlock(text: string) {
  const block = { textContent: text, removed: false, remove: () => void (block.removed = true) };
  return { block, page: { getElementById: (id: string) => (id === EMBEDDED_QUERIES_ID ? block : null) } };
}

/** Reads the new drops as a route loader does; resolves to whether it had to fetch them. */
async function loaderFetches(queryClient: QueryClient): Promise<boolean> {
  let fetched = false;
  await queryClient.ensureQueryData({
    queryKey: NEW_DROPS_KEY,
    queryFn: () => {
      fetched = true;
      return [];
    },
  });
  return fetched;
}

describe('seedFirstPage', () => {
  it('puts a well-formed data block in the cache, so the first render fetches nothing', async () => {
    const queryClient = new QueryClient();
    const { block, page } = pageWithBlock(WELL_FORMED);
    expect(seedFirstPage(queryClient, page)).toEqual([NEW_DROPS_KEY]);
    expect(block.removed).toBe(true);
    expect(queryClient.getQueryData(NEW_DROPS_KEY)).toEqual(SERVER_DATA);
    expect(await loaderFetches(queryClient)).toBe(false);
  });

  it.each(Object.entries(MALFORMED))('ignores a data block %s, and the app fetches its data itself', async (_name, text) => {
    const queryClient = new QueryClient();
    const { block, page } = pageWithBlock(text);
    expect(seedFirstPage(queryClient, page)).toEqual([]);
    expect(block.removed).toBe(true);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(await loaderFetches(queryClient)).toBe(true);
  });

  it('seeds nothing on a page the server did not prepare', () => {
    expect(seedFirstPage(new QueryClient(), { getElementById: () => null })).toEqual([]);
    expect(embeddedQueriesIn(null)).toEqual([]);
  });
});
