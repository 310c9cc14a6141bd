/**
 * Child process: the API floor of design.md §5. Plain `node:http` + `pg` answering GET /api/products
 * with the SQL the app sends for `catalog.list` (server/modules/catalog/product-list.sql.ts: count and
 * page in parallel, then the page's images, as `findAndCount` with `populate: ['images']` did) and the
 * same JSON the REST path gives an anonymous shopper. No framework, no ORM, no validation library:
 * what the app is measured against.
 *
 * usage: node bench/api-floor.ts <databaseUrl>   (prints `BENCH_READY <port>`)
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { imageVariantUrl, PRODUCT_IMAGE_WIDTHS } from '../shared/images.ts';
import { centavosToPesos } from '../shared/money.ts';

const databaseUrl = process.argv[2];
if (!databaseUrl) throw new Error('usage: node bench/api-floor.ts <databaseUrl>');

const PER_PAGE = 24; // PRODUCTS_PER_PAGE in shared/schemas/catalog.ts
const LARGEST_WIDTH = PRODUCT_IMAGE_WIDTHS[PRODUCT_IMAGE_WIDTHS.length - 1] ?? 800;
// The app's pool (server/db/orm.ts): at most 10 connections; timestamps in UTC.
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: '-c timezone=UTC' });

type ProductRow = {
  id: number;
  sku: string | null;
  name: string;
  description: string;
  care_instructions: string;
  price_centavos: number;
  size: string;
  category: string | null;
  is_new_arrival: boolean;
  is_sale: boolean;
  status: 'Available' | 'Pending' | 'Sold';
  hold_buyer_kind: string | null;
  hold_expires_at: Date | null;
};
type ImageRow = { product_id: number; storage_key: string; width: number; height: number };

// Shoppers see only live pieces (availability.ts LIVE_SQL), decided by the server's clock as a parameter.
const COUNT_SQL = 'select count(*) as "count" from products as p where coalesce(p.drop_at <= $1, false)';
const PAGE_SQL =
  'select p.* from products as p where coalesce(p.drop_at <= $1, false) order by case when p.status = \'Sold\' then 1 else 0 end asc, p.drop_at desc, p.id desc limit $2 offset $3';
const imagesSql = (count: number) =>
  `select "p0".* from "product_images" as "p0" where "p0"."product_id" in (${Array.from({ length: count }, (_, i) => `$${i + 1}`).join(', ')}) order by "p0"."position" asc`;

/** toProductOutput for a viewer with no cart (server/modules/catalog/catalog.service.ts), key for key. */
function toOutput(row: ProductRow, images: ImageRow[], now: number) {
  const photos = images.map((image) => ({ key: image.storage_key, width: image.width, height: image.height }));
  const live = row.status === 'Available' && row.hold_expires_at !== null && row.hold_expires_at.getTime() > now;
  return {
    id: row.id,
    sku: row.sku ?? null,
    name: row.name,
    description: row.description,
    careInstructions: row.care_instructions,
    price: centavosToPesos(row.price_centavos),
    size: row.size,
    category: row.category ?? null,
    status: live ? 'OnHold' : row.status,
    isNewArrival: row.is_new_arrival,
    isSale: row.is_sale,
    image: photos[0] ? imageVariantUrl(photos[0].key, LARGEST_WIDTH) : null,
    images: photos.map((photo) => imageVariantUrl(photo.key, LARGEST_WIDTH)),
    photos,
    onhold_by_type: live ? (row.hold_buyer_kind ?? null) : null,
    onhold_by_id: null,
    hold_expires_at: live ? (row.hold_expires_at?.toISOString() ?? null) : null,
    available_to_you: row.status === 'Available' && !live,
  };
}

async function listProducts(page: number, perPage: number) {
  const now = Date.now();
  const [rows, count] = await Promise.all([
    (async () => {
      const products = (await pool.query<ProductRow>(PAGE_SQL, [new Date(now), perPage, (page - 1) * perPage])).rows;
      const images = products.length > 0 ? (await pool.query<ImageRow>(imagesSql(products.length), products.map((row) => row.id))).rows : [];
      return { products, images };
    })(),
    pool.query<{ count: string }>(COUNT_SQL, [new Date(now)]),
  ]);
  const total = Number(count.rows[0]?.count ?? 0);
  const byProduct = new Map<number, ImageRow[]>();
  for (const image of rows.images) byProduct.set(image.product_id, [...(byProduct.get(image.product_id) ?? []), image]);
  return {
    data: rows.products.map((row) => toOutput(row, byProduct.get(row.id) ?? [], now)),
    meta: { page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) },
  };
}

const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://floor');
  if (request.method !== 'GET' || url.pathname !== '/api/products') {
    response.writeHead(404).end();
    return;
  }
  const page = Number(url.searchParams.get('page') ?? 1) || 1;
  const perPage = Number(url.searchParams.get('per_page') ?? PER_PAGE) || PER_PAGE;
  listProducts(page, perPage).then(
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
