import { defineEntity, p, type Opt } from '@mikro-orm/core';
import { BUYER_KINDS, CATEGORIES, SIZES, STORED_PRODUCT_STATUSES } from '../../../shared/constants.ts';
import { CONDITIONS, DETAIL_LIMITS, GARMENT_TYPES } from '../../../shared/vintage-details.ts';
import { baseProperties } from '../../db/base-properties.ts';
import { Drop } from './drop.entity.ts';
import { ProductImage } from './product-image.entity.ts';
import { SEARCH_TEXT_SQL } from './search-text.ts';

const ProductSchema = defineEntity({
  name: 'Product',
  tableName: 'products',
  properties: {
    ...baseProperties,
    sku: p.string().length(64).nullable().unique(),
    name: p.string().length(200),
    description: p.text().default(''),
    careInstructions: p.text().default(''),
    priceCentavos: p.integer().check('price_centavos >= 0'),
    size: p.enum(SIZES).index(),
    category: p.enum(CATEGORIES).nullable().index(),
    isNewArrival: p.boolean().default(false),
    isSale: p.boolean().default(false),
    status: p.enum(STORED_PRODUCT_STATUSES).default('Available'),
    holdBuyerKind: p.enum(BUYER_KINDS).nullable(),
    holdBuyerId: p.string().length(64).nullable(),
    holdExpiresAt: p.datetime().nullable(),
    /** When the buyer's hold began: renewals keep it, so a hold never runs past twice the hold duration (pieces/hold.ts). */
    holdStartedAt: p.datetime().nullable(),
    /**
     * The address the hold was last taken from (server/http/client-ip.ts: IPv4, or an IPv6 /64), kept as
     * it is because the owner must see it in the holds list; guests' holds count against it. Cleared
     * with the hold; null for an in-process caller.
     */
    holdAddress: p.string().length(64).nullable(),
    /**
     * When shoppers may see the piece (design.md §8 "Visibility"): null is Draft (the admin's only), a time
     * to come is Scheduled, a time passed is Live. Derived from the clock when read, like a hold, so a
     * drop opens on every instance at once with no job (design.md §8). A piece in a drop has its drop's time.
     */
    dropAt: p.datetime().nullable().index(),
    drop: () => p.manyToOne(Drop).nullable().deleteRule('set null').index(),
    /** Set when the owner marked the piece sold outside the shop (e.g. in a live); the status is then Sold with no order. */
    markedSoldAt: p.datetime().nullable(),
    /**
     * The owner's reservation ("Reserve for…"): a name or Instagram handle and when it ends. Shoppers see
     * ON HOLD until then, derived from the clock as a buyer's hold is; no buyer can take the piece meanwhile.
     */
    reservedFor: p.string().length(100).nullable(),
    reservedUntil: p.datetime().nullable(),
    /**
     * When the last turn of the piece's queue ends (pieces/turns.ts keeps it with the turns): until then
     * the piece is On Hold, so lists derive it from this column without reading the queue.
     */
    queueEndsAt: p.datetime().nullable(),
    /**
     * Vintage details (design.md §2 "Vintage details"): the garment type decides which measurements the form offers; each
     * measurement is stored once, in whole micrometres (shared/vintage-details.ts), null when not measured.
     */
    garmentType: p.enum(GARMENT_TYPES).nullable(),
    pitToPitUm: p.integer().nullable().index(),
    shoulderUm: p.integer().nullable(),
    sleeveUm: p.integer().nullable(),
    lengthUm: p.integer().nullable(),
    waistUm: p.integer().nullable().index(),
    hipUm: p.integer().nullable(),
    riseUm: p.integer().nullable(),
    inseamUm: p.integer().nullable(),
    condition: p.enum(CONDITIONS).nullable().index(),
    flaws: p.string().length(DETAIL_LIMITS.flaws).nullable(),
    brand: p.string().length(DETAIL_LIMITS.brand).nullable(),
    era: p.string().length(DETAIL_LIMITS.era).nullable(),
    material: p.string().length(DETAIL_LIMITS.material).nullable(),
    /**
     * What the catalogue search matches (search-text.ts), kept by PostgreSQL; never loaded with the piece.
     * `Opt` because nothing writes it; the builder's types do not know that a generated column is never set.
     */
    searchText: p.text().$type<Opt<string>>().generated(`(${SEARCH_TEXT_SQL}) stored`).lazy(),
    images: () => p.oneToMany(ProductImage).mappedBy('product').orderBy({ position: 'asc' }),
  },
  checks: [
    {
      name: 'products_hold_complete_check',
      expression:
        '(hold_buyer_kind is null) = (hold_buyer_id is null) and (hold_buyer_id is null) = (hold_expires_at is null)' +
        ' and (hold_started_at is null or hold_buyer_id is not null) and (hold_address is null or hold_buyer_id is not null)',
    },
    { name: 'products_reservation_complete_check', expression: '(reserved_for is null) = (reserved_until is null)' },
    { name: 'products_marked_sold_check', expression: "marked_sold_at is null or status = 'Sold'" },
  ],
  indexes: [
    // The catalogue lists Sold last, newest first (docs/product/rules.md "Catalogue filters and order"); these back its filters and order.
    { properties: ['status', 'createdAt'] },
    { properties: ['isNewArrival', 'status'] },
    { properties: ['isSale', 'status'] },
    // A hold counts what its buyer, and its address, already hold (pieces/hold.ts).
    { properties: ['holdBuyerId', 'holdBuyerKind'] },
    { properties: ['holdAddress'] },
  ],
});

export class Product extends ProductSchema.class {}
ProductSchema.setClass(Product);
