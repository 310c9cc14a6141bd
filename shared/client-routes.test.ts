import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_ROUTES, isClientRoute } from './client-routes.ts';

const ROUTES_DIR = path.resolve(import.meta.dirname, '../client/routes');

/** Each page's path as the router serves it, read off `createFileRoute('…')` in client/routes. */
async function routeFilePaths(): Promise<string[]> {
  const files = (await readdir(ROUTES_DIR, { recursive: true })).filter((file) => file.endsWith('.tsx'));
  const ids = await Promise.all(
    files.map(async (file) => /createFileRoute\('([^']+)'\)/.exec(await readFile(path.join(ROUTES_DIR, file), 'utf8'))?.[1]),
  );
  return ids
    .filter((id): id is string => id !== undefined)
    // A pathless layout (`/_admin`) adds no segment of its own and is no page by itself.
    .filter((id) => !/^\/_[^/]+$/.test(id))
    .map((id) => id.replace(/\/_[^/]+/g, '').replace(/(.)\/$/, '$1') || '/');
}

describe('the paths the server sends the app for', () => {
  it('are exactly the pages of client/routes', async () => {
    expect((await routeFilePaths()).sort()).toEqual([...CLIENT_ROUTES].sort());
  });

  it('include every page, with a trailing slash too, and whole-number ids', () => {
    for (const page of ['/', '/products', '/products/', '/product/12', '/cart', '/admin', '/admin/orders', '/admin/products/edit/3']) {
      expect(isClientRoute(page), page).toBe(true);
    }
  });

  it('leave out mistyped paths, deeper paths and ids that are not numbers', () => {
    for (const path of ['/nowhere', '/product', '/product/abc', '/product/12/extra', '/products/shoes', '/admin/products/edit/x', '/cartt']) {
      expect(isClientRoute(path), path).toBe(false);
    }
  });
});
