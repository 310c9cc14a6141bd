import { z } from 'zod';
import { BUYER_KINDS, CATEGORIES, PRODUCT_STATUSES, SIZES, VIEW_TYPES } from '../constants.ts';
import { textFlag, wholeNumber } from './common.ts';

export const PRODUCTS_PER_PAGE = 24;
export const MAX_PRODUCTS_PER_PAGE = 48;

export const ProductListInput = z.strictObject({
  search: z.string().trim().max(100, 'Search is too long').optional(),
  size: z.enum(SIZES, { error: 'Size must be one of xs, s, m, l, xl, xxl' }).optional(),
  category: z.enum(CATEGORIES, { error: 'Category must be men or women' }).optional(),
  hide_sold: textFlag().optional(),
  is_new_arrival: textFlag().optional(),
  is_sale: textFlag().optional(),
  page: wholeNumber('The page must be a whole number').pipe(z.number().min(1).max(10_000)).default(1),
  per_page: wholeNumber('The page size must be a whole number')
    .pipe(z.number().min(1).max(MAX_PRODUCTS_PER_PAGE))
    .default(PRODUCTS_PER_PAGE),
});
export type ProductListInput = z.input<typeof ProductListInput>;

export const ProductIdInput = z.strictObject({ id: wholeNumber('Product not found').pipe(z.number().positive('Product not found')) });

export const Photo = z.object({ key: z.string(), width: z.number().int(), height: z.number().int() });
export type Photo = z.infer<typeof Photo>;

/** Product JSON with the spec's field names (design.md §3); `status` is the effective one. */
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
  hold_expires_at: z.string().nullable(),
});
export type ProductOutput = z.infer<typeof ProductOutput>;

export const PageMeta = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
});

export const ProductListOutput = z.object({ data: z.array(ProductOutput), meta: PageMeta });
export type ProductListOutput = z.infer<typeof ProductListOutput>;

export const AnnouncementOutput = z.object({
  id: z.number().int(),
  text: z.string(),
  is_active: z.boolean(),
  display_order: z.number().int(),
  button_text: z.string().nullable(),
  button_link: z.string().nullable(),
  background_color: z.string(),
  text_color: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AnnouncementOutput = z.infer<typeof AnnouncementOutput>;

export const HeroSlideOutput = z.object({
  id: z.number().int(),
  image_key: z.string().nullable(),
  image_url: z.string().nullable(),
  title: z.string().nullable(),
  subtitle: z.string().nullable(),
  link: z.string().nullable(),
  order: z.number().int(),
  is_active: z.boolean(),
  view_type: z.enum(VIEW_TYPES),
});
export type HeroSlideOutput = z.infer<typeof HeroSlideOutput>;

export const HeroCarouselOutput = z.object({ carousels: z.array(HeroSlideOutput), interval: z.number().int() });
export type HeroCarouselOutput = z.infer<typeof HeroCarouselOutput>;

export const PublicSettingsOutput = z.object({
  delivery_fee_ncr: z.number().int(),
  delivery_fee_outside_ncr: z.number().int(),
  free_delivery_threshold: z.number().int(),
  hero_carousel_interval: z.number().int(),
  product_hold_duration: z.number().int(),
  payment_options_description: z.string(),
  what_happens_after_payment: z.string(),
  thanks_message: z.string(),
});
export type PublicSettingsOutput = z.infer<typeof PublicSettingsOutput>;
