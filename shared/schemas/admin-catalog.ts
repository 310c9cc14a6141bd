/**
 * The owner's side of the catalogue: a piece as admins see it, the product form, manual states and
 * product events. The shoppers' side is catalog.ts.
 */
import { z } from 'zod';
import { PRODUCT_EVENT_KINDS, VISIBILITIES } from '../admin-constants.ts';
import { CATEGORIES, SIZES } from '../constants.ts';
import { textFlag, blankToUndefined } from './common.ts';
import { fromFormData } from './form-data.ts';
import { VintageDetailFields } from './vintage-details.ts';
import { IMAGE_UPLOAD_MESSAGES, ImageFile, isEmptyFilePart, MAX_IMAGE_UPLOAD_BYTES, OptionalImageFile } from './image-upload.ts';
import { PageMeta, ProductIdInput, ProductOutput } from './catalog.ts';

/**
 * A piece as admins see it (`admin.products…`, REST admin product paths): the shopper's JSON (as
 * nobody's), plus what shoppers' outputs never carry (a piece they are given is live): its visibility
 * (design.md §8 "Visibility"), when it goes or went live (null for a Draft), the drop whose time it keeps, and the
 * owner's manual states.
 */
export const AdminProductOutput = ProductOutput.extend({
  visibility: z.enum(VISIBILITIES),
  drop_at: z.iso.datetime().nullable(),
  drop: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Whom the piece is reserved for, while the reservation runs; null otherwise. */
  reserved_for: z.string().nullable(),
  reserved_until: z.string().nullable(),
  /** When the owner marked it sold outside the shop; null when it was not. */
  marked_sold_at: z.string().nullable(),
  /** How many wait in the piece's queue (next in line), whose turns have not ended. */
  queue_length: z.number().int(),
});
export type AdminProductOutput = z.infer<typeof AdminProductOutput>;

export const AdminProductListOutput = z.object({ data: z.array(AdminProductOutput), meta: PageMeta });
export type AdminProductListOutput = z.infer<typeof AdminProductListOutput>;


export const MAX_PRODUCT_IMAGE_BYTES = MAX_IMAGE_UPLOAD_BYTES;
/** The main image and the gallery together. */
export const MAX_PRODUCT_IMAGES = 12;
export const MAX_PRICE_PESOS = 1_000_000;
/** Pasted pictures travel inside the HTML as data URLs, so a description may be long. */
export const MAX_RICH_TEXT_LENGTH = 2_000_000;

export const PRODUCT_FORM_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 200 characters',
  skuTooLong: 'SKU must be at most 64 characters',
  skuTaken: 'The sku has already been taken.',
  priceRequired: 'Price is required',
  priceInvalid: 'Price must be an amount in pesos with at most 2 decimals',
  priceTooHigh: `Price must be at most ${MAX_PRICE_PESOS.toLocaleString('en-PH')}`,
  sizeRequired: 'Size is required',
  sizeInvalid: 'Size must be one of xs, s, m, l, xl, xxl',
  categoryInvalid: 'Category must be men or women',
  flagInvalid: 'Must be true or false',
  textTooLong: 'This text is too long',
  imageNotFile: IMAGE_UPLOAD_MESSAGES.notFile,
  imageTooLarge: IMAGE_UPLOAD_MESSAGES.tooLarge,
  tooManyImages: `A product can have at most ${MAX_PRODUCT_IMAGES} images.`,
  existingImagesInvalid: 'existing_additional_images must be a JSON list of image paths',
  unknownImage: 'This image is not one of the product’s images.',
  created: 'Product created successfully!',
  updated: 'Product updated successfully!',
  deleted: 'Product deleted successfully',
  restocked: 'Product restocked successfully',
  duplicated: 'Product duplicated as a draft',
  visibilityInvalid: 'Visibility must be live, draft or scheduled',
  dropAtInvalid: 'The drop time must be a date and time with its offset (ISO 8601)',
  dropAtRequired: 'Choose when the piece goes live',
  dropAtPast: 'The drop time must be in the future',
  inDrop: (drop: string) => `This piece opens with ${drop}: change the time on the drop instead.`,
} as const;

const isTwoDecimals = (pesos: number) => Math.abs(pesos * 100 - Math.round(pesos * 100)) < 1e-6;

const Price = z
  .union([z.number(), z.string().trim().regex(/^\d+(\.\d{1,2})?$/).transform(Number)], {
    error: (issue) => (issue.input === undefined || issue.input === '' ? PRODUCT_FORM_MESSAGES.priceRequired : PRODUCT_FORM_MESSAGES.priceInvalid),
  })
  .pipe(
    z
      .number()
      .min(0, PRODUCT_FORM_MESSAGES.priceInvalid)
      .max(MAX_PRICE_PESOS, PRODUCT_FORM_MESSAGES.priceTooHigh)
      .refine(isTwoDecimals, PRODUCT_FORM_MESSAGES.priceInvalid),
  );

/** Sizes are stored lower-case and shown upper-case (docs/product/pieces-and-orders.md "Piece (Product)"); either is accepted. */
const Size = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.enum(SIZES, {
    error: (issue) => (issue.input === undefined || issue.input === '' ? PRODUCT_FORM_MESSAGES.sizeRequired : PRODUCT_FORM_MESSAGES.sizeInvalid),
  }),
);

const RichText = z.string().max(MAX_RICH_TEXT_LENGTH, PRODUCT_FORM_MESSAGES.textTooLong).default('');

const AdditionalImages = z.preprocess(
  (value) => {
    const list: unknown[] = Array.isArray(value) ? value : value === undefined || value === '' ? [] : [value];
    return list.filter((entry) => !isEmptyFilePart(entry));
  },
  z.array(ImageFile).max(MAX_PRODUCT_IMAGES, PRODUCT_FORM_MESSAGES.tooManyImages),
);

/** Kept gallery images, by storage key or by any URL the product JSON gave for them. */
const ExistingImages = z
  .union([
    z.array(z.string()),
    z.string().transform((text, ctx) => {
      if (text.trim() === '') return [];
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: PRODUCT_FORM_MESSAGES.existingImagesInvalid });
        return z.NEVER;
      }
    }),
  ], { error: PRODUCT_FORM_MESSAGES.existingImagesInvalid })
  .pipe(
    z
      .array(z.string().min(1).max(500), { error: PRODUCT_FORM_MESSAGES.existingImagesInvalid })
      .max(MAX_PRODUCT_IMAGES, PRODUCT_FORM_MESSAGES.tooManyImages),
  )
  .default([]);

/**
 * The product form payload (docs/product/pieces-and-orders.md "Product form payload"). Saving replaces the product as a whole: images not kept by
 * `existing_image` / `existing_additional_images` are removed. `category` is not on the form, so it
 * is left as it is when absent; an empty value clears it.
 */
export const ProductFormFields = z
  .object({
    sku: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
      z.string().trim().max(64, PRODUCT_FORM_MESSAGES.skuTooLong).nullable().default(null),
    ),
    name: z
      .string({ error: PRODUCT_FORM_MESSAGES.nameRequired })
      .trim()
      .min(1, PRODUCT_FORM_MESSAGES.nameRequired)
      .max(200, PRODUCT_FORM_MESSAGES.nameTooLong),
    description: RichText,
    care_instructions: RichText,
    price: Price,
    size: Size,
    category: z.preprocess(
      (value) => (value === '' ? null : value),
      z.enum(CATEGORIES, { error: PRODUCT_FORM_MESSAGES.categoryInvalid }).nullable().optional(),
    ),
    is_new_arrival: textFlag(PRODUCT_FORM_MESSAGES.flagInvalid).default(false),
    is_sale: textFlag(PRODUCT_FORM_MESSAGES.flagInvalid).default(false),
    image: OptionalImageFile,
    existing_image: z.preprocess(blankToUndefined, z.string().max(500).optional()),
    /**
     * Visibility (design.md §8): Live now, Draft (admins only) or Scheduled at `drop_at` (required then, in the future:
     * the service checks, by its clock). Absent: a new piece is live now, a saved one keeps its visibility.
     */
    visibility: z.preprocess(blankToUndefined, z.enum(VISIBILITIES, { error: PRODUCT_FORM_MESSAGES.visibilityInvalid }).optional()),
    drop_at: z.preprocess(
      blankToUndefined,
      z.iso
        .datetime({ offset: true, error: PRODUCT_FORM_MESSAGES.dropAtInvalid })
        .transform((text) => new Date(text))
        .optional(),
    ),
    existing_additional_images: ExistingImages,
    additional_images: AdditionalImages,
    ...VintageDetailFields.shape,
  })
  .strict();
export type ProductFormFields = z.infer<typeof ProductFormFields>;

/** Creating takes the form as it is; replacing (UpdateProductInput) adds the product id. */
export const ProductFormInput = z.preprocess(fromFormData, ProductFormFields);

export const UpdateProductFields = ProductFormFields.extend({ id: ProductIdInput.shape.id }).strict();
export const UpdateProductInput = z.preprocess(fromFormData, UpdateProductFields);
export type UpdateProductInput = z.infer<typeof UpdateProductFields>;

// The owner's manual states (design.md §2 "Manual states"): a piece marked sold elsewhere, or reserved for someone.

/** A reservation ends at most this long after it is made: a claim in a live is paid within days, not months. */
export const MAX_RESERVATION_DAYS = 30;

export const MANUAL_STATE_MESSAGES = {
  reservedForRequired: 'Enter a name or Instagram handle',
  reservedForTooLong: 'A name or handle must be at most 100 characters',
  reservedUntilInvalid: 'Enter the date and time the reservation ends',
  reservedUntilPast: 'The reservation must end in the future',
  reservedUntilTooFar: `A reservation can last at most ${MAX_RESERVATION_DAYS} days`,
  markedSold: 'Marked as sold',
  unmarkedSold: 'Sold mark undone: the piece is Available again',
  reserved: 'Piece reserved',
  reservationEnded: 'Reservation ended',
} as const;

/** "Reserve for…": whom (a name or an Instagram handle) and until when (an instant with its offset, e.g. Manila's +08:00). */
export const ReservationFields = z.strictObject({
  reserved_for: z
    .string({ error: MANUAL_STATE_MESSAGES.reservedForRequired })
    .trim()
    .min(1, MANUAL_STATE_MESSAGES.reservedForRequired)
    .max(100, MANUAL_STATE_MESSAGES.reservedForTooLong),
  reserved_until: z.iso.datetime({ offset: true, error: MANUAL_STATE_MESSAGES.reservedUntilInvalid }).transform((text) => new Date(text)),
});
export const ReserveProductInput = ReservationFields.extend({ id: ProductIdInput.shape.id }).strict();
export type ReserveProductInput = z.input<typeof ReserveProductInput>;

export const ProductEventOutput = z.object({
  id: z.number().int(),
  kind: z.enum(PRODUCT_EVENT_KINDS),
  actor_email: z.string(),
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  created_at: z.string(),
});
export type ProductEventOutput = z.infer<typeof ProductEventOutput>;
export const ProductEventsOutput = z.object({ events: z.array(ProductEventOutput) });
export type ProductEventsOutput = z.infer<typeof ProductEventsOutput>;
