/**
 * The API floor's catalogue page (design.md §5): the app's own statements (product-list.sql.ts
 * `readProductPage`), sent over a bare `pg` pool exactly as MikroORM sends them, and serialised by the
 * app's own row→JSON functions (product-output.ts). No framework, no ORM, no validation library: only
 * the driver differs, so the floor cannot drift from what the app reads and answers.
 */
import pg from 'pg';
import type { ProductCardListOutput, ProductListOutput } from '../shared/schemas/catalog.ts';
import {
  CARD_PAGE,
  PRODUCT_PAGE,
  readProductPage,
  type ParseDate,
  type ProductFilters,
} from '../server/modules/catalog/product-list.sql.ts';
import type { RunStatement, Statement } from '../server/db/plain-statements.ts';
import { pageMeta, productCard, productOutput } from '../server/modules/catalog/product-output.ts';

const { builtins } = pg.types;

/**
 * The app's pool (server/db/orm.ts): at most 10 connections, in UTC. Dates and timestamps come back
 * as PostgreSQL's text, as MikroORM's connection leaves them for its platform to parse.
 */
export function floorPool(databaseUrl: string): pg.Pool {
  const types = new pg.TypeOverrides();
  for (const oid of [builtins.DATE, builtins.TIMESTAMP, builtins.TIMESTAMPTZ, builtins.INTERVAL]) types.setTypeParser(oid, (text: string) => text);
  return new pg.Pool({ connectionString: databaseUrl, max: 10, options: '-c timezone=UTC', types });
}

/** postgres-date, as MikroORM's PostgreSQL platform parses a timestamp's text. */
const parseTimestamp = pg.types.getTypeParser(builtins.TIMESTAMPTZ) as (text: string) => Date;
const parseDate: ParseDate = (text) => (text === null ? null : parseTimestamp(text));

/** A value written into the statement as MikroORM's platform writes it (dates in UTC: `forceUtcTimezone`). */
function literal(value: unknown): string {
  if (value instanceof Date) return `'${value.toISOString()}'`;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return pg.escapeLiteral(value);
  throw new Error(`The floor has no literal for ${typeof value}`);
}

/**
 * MikroORM sends no bind parameters: it writes the values into the text (Platform.formatQuery) and
 * sends that alone, which `pg` runs as one simple query. The floor sends the same text the same way.
 */
export function inlined({ sql, params }: Statement): string {
  let next = 0;
  return sql.replace(/\?/g, () => literal(params[next++]));
}

export function floorRun(pool: pg.Pool): RunStatement {
  return async <Row>(statement: Statement) => (await pool.query(inlined(statement))).rows as Row[];
}

/** GET /api/products (catalog.listFull) for an anonymous shopper at `now`. */
export async function fullPage(run: RunStatement, filters: ProductFilters, now: Date): Promise<ProductListOutput> {
  const { items, total } = await readProductPage(run, parseDate, filters, now, PRODUCT_PAGE);
  return { data: items.map(({ product, photos }) => productOutput(product, photos, null, now)), meta: pageMeta(filters, total) };
}

/** tRPC catalog.list (cards) for an anonymous shopper at `now`. */
export async function cardPage(run: RunStatement, filters: ProductFilters, now: Date): Promise<ProductCardListOutput> {
  const { items, total } = await readProductPage(run, parseDate, filters, now, CARD_PAGE);
  return { data: items.map(({ product, photos }) => productCard(product, photos[0], null, now)), meta: pageMeta(filters, total) };
}
