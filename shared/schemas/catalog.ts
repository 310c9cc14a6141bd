import { z } from 'zod';
import type { ImageVariants } from '../images.ts';
import { BUYER_KINDS, CATEGORIES, PRODUCT_STATUSES, PRODUCTS_PER_PAGE, SIZES } from '../constants.ts';
import { textFlag, wholeNumber } from './common.ts';
import { VintageDetailFilters, VintageDetailsOutput } from './vintage-details.ts';

const MAX_PRODUCTS_PER_PAGE = 48;

export const ProductListInput = z.strictObject({
  search: z.string().trim().max(100, 'Search is too long').optional().meta({ description: 'Text found in the name, description, brand, era or material' }),
  size: z.enum(SIZES, { error: 'Size must be one of xs, s, m, l, xl, xxl' }).optional(),
  category: z.enum(CATEGORIES, { error: 'Category must be men or women' }).optional(),
  hide_sold: textFlag().optional(),
  is_new_arrival: textFlag().optional(),
  is_sale: textFlag().optional(),
  page: wholeNumber('The page must be a whole number').pipe(z.number().min(1).max(10_000)).default(1),
  per_page: wholeNumber('The page size must be a whole number')
    .pipe(z.number().min(1).max(MAX_PRODUCTS_PER_PAGE))
    .default(PRODUCTS_PER_PAGE),
  ...VintageDetailFilters.shape,
});
export type ProductListInput = z.input<typeof ProductListInput>;

export const ProductIdInput = z.strictObject({ id: wholeNumber('Product not found').pipe(z.number().positive('Product not found')) });

const Widths = z.array(z.number().int());
/** The variants a product image has (shared/images.ts): clients build srcset from these only. */
export const PhotoVariants = z.object({ webp: Widths, avif: Widths }) satisfies z.ZodType<ImageVariants>;
export const Photo = z.object({ key: z.string(), width: z.number().int(), height: z.number().int(), variants: PhotoVariants });
export type Photo = z.infer<typeof Photo>;

/** Product JSON with the field names of docs/product/pieces-and-orders.md "Piece (Product)" (design.md §3); `status` is the effective one. */
export const ProductOutput = z.object({
  id: z.number().int(),
  sku: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  careInstructions: z.string(),
  price: z.number(),
  size: z.enum(SIZES),
  category: z.enum(CATEGORIES).nullable(),
  status: z.enum(PRODUCT_STATUSES),
  isNewArrival: z.boolean(),
  isSale: z.boolean(),
  image: z.string().nullable(),
  images: z.array(z.string()),
  photos: z.array(Photo),
  onhold_by_type: z.enum(BUYER_KINDS).nullable(),
  /** Only ever the caller's own id: a guest id is a secret and user ids are nobody else's business. */
  onhold_by_id: z.string().nullable(),
  /** When an OnHold piece is free again: its hold's expiry, or the end of the owner's reservation (which names no buyer kind). */
  hold_expires_at: z.string().nullable(),
  /** Whether this viewer may put the piece in a cart now (Available and free, or held by them): the server decides. */
  available_to_you: z.boolean(),
  ...VintageDetailsOutput.shape,
});
export type ProductOutput = z.infer<typeof ProductOutput>;

/**
 * A piece as a card draws it (design.md §3 "Grids get cards"): what the web client's grids are answered with (the
 * catalogue's pages, New Drops, similar pieces, an open drop), about a third of the full JSON. Its
 * fields are a ProductOutput's, so a card can also be drawn from a full product; `photos` holds only
 * the main photo (with its variants, for the card's srcset). The availability fields are the ones a
 * live event or a refused add patches (client/lib/catalog-cache.ts).
 */
export const ProductCard = ProductOutput.pick({
  id: true,
  name: true,
  price: true,
  size: true,
  status: true,
  isNewArrival: true,
  isSale: true,
  hold_expires_at: true,
  available_to_you: true,
  condition: true,
}).extend({ photos: z.array(Photo).max(1) });
export type ProductCard = z.infer<typeof ProductCard>;

export const PageMeta = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
});

export const ProductListOutput = z.object({ data: z.array(ProductOutput), meta: PageMeta });
export type ProductListOutput = z.infer<typeof ProductListOutput>;

export const ProductCardListOutput = z.object({ data: z.array(ProductCard), meta: PageMeta });
export type ProductCardListOutput = z.infer<typeof ProductCardListOutput>;
