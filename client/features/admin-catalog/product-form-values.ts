import type { Visibility } from '../../../shared/admin-constants.ts';
import { DEFAULT_SIZE, type Size } from '../../../shared/constants.ts';
import type { AdminProductOutput } from '../../../shared/schemas/catalog.ts';
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
  /** Garment type, measurements, condition, brand, era and material (issue 23). */
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

/**
 * The multipart payload of spec §3: flags as text, the main image as a file or `existing_image`, kept
 * gallery images as a JSON list and new ones as `additional_images[]`. Images left out are removed.
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
  const kept = values.additionalImages.flatMap((image) => (image.kind === 'existing' ? [image.key] : []));
  form.append('existing_additional_images', JSON.stringify(kept));
  for (const image of values.additionalImages) {
    if (image.kind === 'new') form.append('additional_images[]', image.file);
  }
  // A piece in a drop keeps its drop's time; otherwise the time typed in Manila travels as an instant.
  if (values.dropName === null) {
    form.append('visibility', values.visibility);
    const dropAt = values.visibility === 'scheduled' ? fromShopDateTimeInput(values.dropAt) : null;
    if (dropAt) form.append('drop_at', dropAt.toISOString());
  }
  return form;
}
