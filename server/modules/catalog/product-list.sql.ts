import type { BuyerKind } from '../../../shared/constants.ts';
import type { VintageDetailFilters } from '../../../shared/schemas/vintage-details.ts';
import { conditionsAtLeast, MICROMETRES_PER } from '../../../shared/vintage-details.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import type { Em } from '../../db/orm.ts';
import { LIVE_SQL, type HoldColumns, type VisibilityColumns } from '../pieces/pieces.ts';
import type { Product } from '../pieces/entities.ts';
import { positional } from '../../db/named-parameters.ts';
import { plainStatements, type RunStatement } from '../../db/plain-statements.ts';
import type { VintageDetailColumns } from './vintage-details.ts';
import type { ImageVariants } from '../../../shared/images.ts';
import type { Photo } from '../../../shared/schemas/catalog.ts';
import { photoOf } from './photo-output.ts';
import { searchWordsPattern } from './search-terms.ts';

export type ProductFilters = {
  search?: string;
  size?: Product['size'];
  category?: Product['category'];
  hide_sold?: boolean;
  is_new_arrival?: boolean;
  is_sale?: boolean;
  page: number;
  per_page: number;
} & Partial<VintageDetailFilters>;

/** The columns a card is made of (ProductCard, design.md §3 "Grids get cards"), whether read as an entity or as a row. */
export type CardFields = HoldColumns & VisibilityColumns & Pick<VintageDetailColumns, 'condition'> & {
  id: number;
  name: string;
  priceCentavos: number;
  size: Product['size'];
  isNewArrival: boolean;
  isSale: boolean;
};

/** The columns a product's JSON is made of, whether read as an entity or as a row. */
export type ProductFields = CardFields & VintageDetailColumns & {
  sku?: string | null;
  description: string;
  careInstructions: string;
  category?: Product['category'] | null;
  /** The owner's manual states (design.md §2 "Manual states"), which only admin answers show as such. */
  reservedFor?: string | null;
  markedSoldAt?: Date | null;
};

export type ProductPhoto = Photo;

type ProductRow = {
  id: number;
  sku: string | null;
  name: string;
  description: string;
  care_instructions: string;
  price_centavos: number;
  size: Product['size'];
  category: Product['category'] | null;
  is_new_arrival: boolean;
  is_sale: boolean;
  status: HoldColumns['status'];
  hold_buyer_kind: BuyerKind | null;
  hold_buyer_id: string | null;
  /** Timestamps come back as PostgreSQL's text: the ORM's connection leaves their parsing to the platform. */
  hold_expires_at: string | null;
  reserved_for: string | null;
  reserved_until: string | null;
  marked_sold_at: string | null;
  drop_at: string | null;
  drop_id: number | null;
  queue_ends_at: string | null;
  garment_type: VintageDetailColumns['garmentType'];
  pit_to_pit_um: number | null;
  shoulder_um: number | null;
  sleeve_um: number | null;
  length_um: number | null;
  waist_um: number | null;
  hip_um: number | null;
  rise_um: number | null;
  inseam_um: number | null;
  condition: VintageDetailColumns['condition'];
  flaws: string | null;
  brand: string | null;
  era: string | null;
  material: string | null;
};

/** What a card reads: its own fields and those that decide the piece's availability for a viewer. */
const CARD_COLUMNS = [
  'id',
  'name',
  'price_centavos',
  'size',
  'is_new_arrival',
  'is_sale',
  'condition',
  'status',
  'hold_buyer_kind',
  'hold_buyer_id',
  'hold_expires_at',
  'reserved_until',
  'queue_ends_at',
  'drop_at',
] as const satisfies readonly (keyof ProductRow)[];
type CardRow = Pick<ProductRow, (typeof CARD_COLUMNS)[number]>;

/** Reads a timestamp's text as the app's platform does (MikroORM leaves the parsing of raw rows to it). */
export type ParseDate = (text: string | null) => Date | null;

function cardFieldsOf(row: CardRow, date: ParseDate): CardFields {
  return {
    id: row.id,
    name: row.name,
    priceCentavos: row.price_centavos,
    size: row.size,
    isNewArrival: row.is_new_arrival,
    isSale: row.is_sale,
    condition: row.condition,
    status: row.status,
    holdBuyerKind: row.hold_buyer_kind,
    holdBuyerId: row.hold_buyer_id,
    holdExpiresAt: date(row.hold_expires_at),
    reservedUntil: date(row.reserved_until),
    queueEndsAt: date(row.queue_ends_at),
    dropAt: date(row.drop_at),
  };
}

function productFieldsOf(row: ProductRow, date: ParseDate): ProductFields & { dropId: number | null } {
  return {
    ...cardFieldsOf(row, date),
    sku: row.sku,
    description: row.description,
    careInstructions: row.care_instructions,
    category: row.category,
    reservedFor: row.reserved_for,
    markedSoldAt: date(row.marked_sold_at),
    dropId: row.drop_id,
    garmentType: row.garment_type,
    pitToPitUm: row.pit_to_pit_um,
    shoulderUm: row.shoulder_um,
    sleeveUm: row.sleeve_um,
    lengthUm: row.length_um,
    waistUm: row.waist_um,
    hipUm: row.hip_um,
    riseUm: row.rise_um,
    inseamUm: row.inseam_um,
    flaws: row.flaws,
    brand: row.brand,
    era: row.era,
    material: row.material,
  };
}

/**
 * What a page reads of each piece: the columns it selects, which of its photos, and the fields made
 * of a row. One query serves both shapes, so the filters, order and count cannot drift apart.
 */
type PageShape<Row extends { id: number }, Fields> = { columns: string; photos: 'main' | 'all'; fieldsOf: (row: Row, date: ParseDate) => Fields };

/** A card's columns and main photo only: the web client's grids (design.md §3 "Grids get cards"). */
export const CARD_PAGE: PageShape<CardRow, CardFields> = {
  columns: CARD_COLUMNS.map((column) => `p.${column}`).join(', '),
  photos: 'main',
  fieldsOf: cardFieldsOf,
};
/** Every column and photo: the full product JSON (REST's list, the owner's list). */
export const PRODUCT_PAGE: PageShape<ProductRow, ProductFields & { dropId: number | null }> = { columns: 'p.*', photos: 'all', fieldsOf: productFieldsOf };

type ImageRow = { product_id: number; storage_key: string; width: number; height: number; variants: ImageVariants | null };

export type ProductPage<Fields> = { items: { product: Fields; photos: ProductPhoto[] }[]; total: number };

/**
 * Pieces one can buy, or soon may, lead; Pending ones follow (an order's payment is being checked: hours,
 * not the minutes of a hold, so /new no longer opens on pieces nobody can take, audit A-21); Sold last.
 * An On Hold piece keeps its place: it may come free in minutes and has a queue to join, and ranking it
 * by the clock would move pieces between pages as holds start and lapse.
 */
const STATUS_RANK = `case p.status when 'Sold' then 2 when 'Pending' then 1 else 0 end`;

/** Whose list it is: shoppers', of the pieces live at `liveAt`, or the admin's (null), of every piece. */
function whereOf(filters: ProductFilters, liveAt: Date | null): { sql: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (condition: string, ...values: unknown[]) => {
    conditions.push(condition);
    params.push(...values);
  };
  if (liveAt) {
    const live = positional(LIVE_SQL, { now: liveAt });
    add(live.sql, ...live.params);
  }
  if (filters.size) add('p.size = ?', filters.size);
  if (filters.category) add('p.category = ?', filters.category);
  if (filters.hide_sold) add(`p.status != 'Sold'`);
  if (filters.is_new_arrival) add('p.is_new_arrival = true');
  if (filters.is_sale) add('p.is_sale = true');
  if (filters.search) {
    // Every word, folded, in the piece's folded text (search-terms.ts); a search of punctuation alone, as typed.
    const words = searchWordsPattern(filters.search);
    if (words) add('p.search_text ~ ?', words);
    else {
      const pattern = containsPattern(filters.search);
      add('(p.name ilike ? or p.description ilike ? or p.brand ilike ? or p.era ilike ? or p.material ilike ?)', ...Array<string>(5).fill(pattern));
    }
  }
  // Ranges come in centimetres and are compared with the stored micrometres, both ends included;
  // a piece without the measurement is null there, so it never matches a range.
  const micrometres = (centimetres: number) => Math.round(centimetres * MICROMETRES_PER.cm);
  if (filters.pit_to_pit_min !== undefined) add('p.pit_to_pit_um >= ?', micrometres(filters.pit_to_pit_min));
  if (filters.pit_to_pit_max !== undefined) add('p.pit_to_pit_um <= ?', micrometres(filters.pit_to_pit_max));
  if (filters.waist_min !== undefined) add('p.waist_um >= ?', micrometres(filters.waist_min));
  if (filters.waist_max !== undefined) add('p.waist_um <= ?', micrometres(filters.waist_max));
  if (filters.min_condition) {
    const grades = conditionsAtLeast(filters.min_condition);
    add(`p.condition in (${grades.map(() => '?').join(', ')})`, ...grades);
  }
  if (filters.brand) add('lower(p.brand) = lower(?)', filters.brand);
  return { sql: conditions.length > 0 ? ` where ${conditions.join(' and ')}` : '', params };
}

/**
 * One page of the catalogue and the count of all matches, with each product's images in position
 * order: the very statements `em.findAndCount(Product, …, { populate: ['images'] })` sent, written
 * out; for CARD_PAGE, narrowed to a card's columns and each piece's main image.
 * The catalogue is the shop's most-read answer, and hydrating entities into an identity map nobody
 * reads again cost more than the queries themselves (the API budget, design.md §5); plain rows are all its JSON needs.
 * Pending pieces come after those on sale and Sold ones last (docs/product/rules.md "Catalogue filters and order"), newest first; the id makes the order total, so pages never overlap.
 * Shoppers' pages (`liveAt` set) hold only the pieces live at that time, and count only those.
 */
export async function selectProductPage<Row extends { id: number }, Fields>(
  em: Em,
  filters: ProductFilters,
  liveAt: Date | null,
  shape: PageShape<Row, Fields>,
): Promise<ProductPage<Fields>> {
  const platform = em.getPlatform();
  return readProductPage(plainStatements(em), (text) => (text === null ? null : platform.parseDate(text)), filters, liveAt, shape);
}

/**
 * `selectProductPage` on any connection: the count and the page in parallel, then the page's images.
 * The bench's API floor reads its page with it over a bare `pg` pool, so that it sends exactly the
 * app's statements.
 */
export async function readProductPage<Row extends { id: number }, Fields>(
  run: RunStatement,
  date: ParseDate,
  filters: ProductFilters,
  liveAt: Date | null,
  shape: PageShape<Row, Fields>,
): Promise<ProductPage<Fields>> {
  const where = whereOf(filters, liveAt);
  // Shoppers see the newest on sale first: a drop staged in the afternoon tops the list when it opens.
  // The owner's list (every piece, Drafts too) keeps the order pieces were saved in.
  const newest = liveAt ? 'p.drop_at' : 'p.created_at';
  const pageSql =
    `select ${shape.columns} from products as p${where.sql}` +
    ` order by ${STATUS_RANK} asc, ${newest} desc, p.id desc limit ? offset ?`;
  const readPage = async () => {
    const rows = await run<Row>({ sql: pageSql, params: [...where.params, filters.per_page, (filters.page - 1) * filters.per_page] });
    if (rows.length === 0) return { rows, images: [] };
    const ids = rows.map((row) => row.id);
    const inPage = `"p0"."product_id" in (${ids.map(() => '?').join(', ')})`;
    const imagesSql =
      shape.photos === 'main'
        ? `select distinct on ("p0"."product_id") "p0".* from "product_images" as "p0" where ${inPage} order by "p0"."product_id", "p0"."position" asc`
        : `select "p0".* from "product_images" as "p0" where ${inPage} order by "p0"."position" asc`;
    return { rows, images: await run<ImageRow>({ sql: imagesSql, params: ids }) };
  };
  const [page, counted] = await Promise.all([
    readPage(),
    run<{ count: string | number }>({ sql: `select count(*) as "count" from products as p${where.sql}`, params: where.params }),
  ]);
  const photos = new Map<number, ProductPhoto[]>(page.rows.map((row) => [row.id, []]));
  for (const image of page.images) photos.get(image.product_id)?.push(photoOf({ ...image, storageKey: image.storage_key }));
  const items = page.rows.map((row) => ({ product: shape.fieldsOf(row, date), photos: photos.get(row.id) ?? [] }));
  return { items, total: Number(counted[0]?.count ?? 0) };
}
