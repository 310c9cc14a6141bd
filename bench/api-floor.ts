/**
 * Child process: the API floor of design.md §5. Plain `node:http` answering what the app answers an
 * anonymous shopper for the catalogue's first page, with the app's statements and JSON
 * (api-floor-page.ts): GET /api/products the full products, as REST does, and GET /cards the cards
 * tRPC's catalog.list gives. What the app is measured against, path by path.
 *
 * usage: node bench/api-floor.ts <databaseUrl>   (prints `BENCH_READY <port>`)
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PRODUCTS_PER_PAGE } from '../shared/constants.ts';
import { cardPage, floorPool, floorRun, fullPage } from './api-floor-page.ts';

const databaseUrl = process.argv[2];
if (!databaseUrl) throw new Error('usage: node bench/api-floor.ts <databaseUrl>');

const pool = floorPool(databaseUrl);
const run = floorRun(pool);
const pages = new Map<string, typeof fullPage | typeof cardPage>([
  ['/api/products', fullPage],
  ['/cards', cardPage],
]);

const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://floor');
  const page = request.method === 'GET' ? pages.get(url.pathname) : undefined;
  if (!page) {
    response.writeHead(404).end();
    return;
  }
  // The bench asks for the first page with no filters; the page and its size are all the floor reads.
  const filters = {
    page: Number(url.searchParams.get('page') ?? 1) || 1,
    per_page: Number(url.searchParams.get('per_page') ?? PRODUCTS_PER_PAGE) || PRODUCTS_PER_PAGE,
  };
  page(run, filters, new Date()).then(
    (body) => {
      const json = JSON.stringify(body);
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(json) }).end(json);
    },
    (error: unknown) => {
      console.error(error);
      response.writeHead(500).end();
    },
  );
});

server.listen(0, '127.0.0.1', () => console.log(`BENCH_READY ${(server.address() as AddressInfo).port}`));
const stop = () => server.close(() => void pool.end().then(() => process.exit(0)));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
