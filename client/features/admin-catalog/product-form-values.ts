import type { Visibility } from '../../../shared/admin-constants.ts';
import { DEFAULT_SIZE, type Size } from '../../../shared/constants.ts';
import type { AdminProductOutput } from '../../../shared/schemas/admin-catalog.ts';
import { fromShopDateTimeInput, shopDateTimeInput } from '../../../shared/shop-time.ts';
import { appendVintageDetails, EMPTY_VINTAGE_DETAILS, vintageDetailValuesOf, type VintageDetailValues } from './vintage-detail-values.ts';

/** An image on the form: one the product already has (by storage key), or a cropped file not yet saved. */
export type FormImage = { kind: 'existing'; key: string } | { kind: 'new'; file: File; id: string };

export type ProductFormValues = {
  sku: string;
  name: string;
  price: number | string;
  size: Size;
  is_new_arrival: boolean;
  is_sale: boolean;
  description: string;
  care_instructions: string;
  mainImage: FormImage | null;
  additionalImages: FormImage[];
  visibility: Visibility;
  /** When a Scheduled piece goes live, as typed in Manila (`YYYY-MM-DDTHH:mm:ss`); blank otherwise. */
  dropAt: string;
  /** The drop whose time the piece keeps: then the form offers no choice and sends none. */
  dropName: string | null;
  /** Garment type, measurements, condition, brand, era and material (design.md §2 "Vintage details"). */
  details: VintageDetailValues;
};

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  sku: '',
  name: '',
  price: '',
  size: DEFAULT_SIZE,
  is_new_arrival: false,
  is_sale: false,
  description: '',
  care_instructions: '',
  mainImage: null,
  additionalImages: [],
  visibility: 'live',
  dropAt: '',
  dropName: null,
  details: EMPTY_VINTAGE_DETAILS,
};

/** The edit form starts from the product as it is: its first photo is the main image, the rest the gallery. */
export function formValuesOf(product: AdminProductOutput): ProductFormValues {
  const [main, ...additional] = product.photos.map((photo): FormImage => ({ kind: 'existing', key: photo.key }));
  return {
    sku: product.sku ?? '',
    name: product.name,
    price: product.price,
    size: product.size,
    is_new_arrival: product.isNewArrival,
    is_sale: product.isSale,
    description: product.description,
    care_instructions: product.careInstructions,
    mainImage: main ?? null,
    additionalImages: additional,
    visibility: product.visibility,
    dropAt: product.visibility === 'scheduled' && product.drop_at ? shopDateTimeInput(new Date(product.drop_at)) : '',
    dropName: product.drop?.name ?? null,
    details: vintageDetailValuesOf(product),
  };
}

/** A form image's identity across renders (the form's values are copied on every change, so never the object's). */
export function formImageId(image: FormImage): string {
  return image.kind === 'existing' ? image.key : image.id;
}

/** The form's photos in the order shoppers see them: the main image first. */
export function orderedImages(values: Pick<ProductFormValues, 'mainImage' | 'additionalImages'>): FormImage[] {
  return values.mainImage ? [values.mainImage, ...values.additionalImages] : values.additionalImages;
}

/** The photos put in `order`: the first becomes the main image (design.md §1 "Sharp product photos", "Make main"). */
function withOrder(order: FormImage[]): Pick<ProductFormValues, 'mainImage' | 'additionalImages'> {
  const [main, ...additional] = order;
  return { mainImage: main ?? null, additionalImages: additional };
}

/** Moves the photo at `from` to `to` in the shoppers' order; the one at place 0 is the main image. */
export function movedImage(values: Pick<ProductFormValues, 'mainImage' | 'additionalImages'>, from: number, to: number) {
  const order = [...orderedImages(values)];
  const [moved] = order.splice(from, 1);
  if (!moved || to < 0 || to > order.length) return withOrder(orderedImages(values));
  order.splice(to, 0, moved);
  return withOrder(order);
}

/**
 * The multipart payload (docs/product/pieces-and-orders.md "Product form payload"): flags as text, the main image as a file or `existing_image`, kept
 * gallery images as a JSON list and new ones as `additional_images[]`. Images left out are removed.
 * The list also gives each new file its place among the kept ones (`additional_images[n]`), so an
 * order mixing saved and new photos is the order saved.
 */
export function productFormData(values: ProductFormValues): FormData {
  const form = new FormData();
  form.append('sku', values.sku.trim());
  form.append('name', values.name.trim());
  form.append('price', String(values.price));
  form.append('size', values.size);
  form.append('is_new_arrival', String(values.is_new_arrival));
  form.append('is_sale', String(values.is_sale));
  form.append('description', values.description);
  form.append('care_instructions', values.care_instructions);
  appendVintageDetails(form, values.details);
  if (values.mainImage?.kind === 'new') form.append('image', values.mainImage.file);
  if (values.mainImage?.kind === 'existing') form.append('existing_image', values.mainImage.key);
  const uploads = values.additionalImages.flatMap((image) => (image.kind === 'new' ? [image] : []));
  const order = values.additionalImages.map((image) => (image.kind === 'existing' ? image.key : `additional_images[${uploads.indexOf(image)}]`));
  form.append('existing_additional_images', JSON.stringify(order));
  for (const image of uploads) form.append('additional_images[]', image.file);
  // A piece in a drop keeps its drop's time; otherwise the time typed in Manila travels as an instant.
  if (values.dropName === null) {
    form.append('visibility', values.visibility);
    const dropAt = values.visibility === 'scheduled' ? fromShopDateTimeInput(values.dropAt) : null;
    if (dropAt) form.append('drop_at', dropAt.toISOString());
  }
  return form;
}
