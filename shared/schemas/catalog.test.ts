import { describe, expect, it } from 'vitest';
import { MAX_PRODUCT_IMAGE_BYTES, PRODUCT_FORM_MESSAGES, ProductFormInput, UpdateProductInput } from './admin-catalog.ts';
import { formFields } from './form-data.ts';

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });

function form(fields: Record<string, string | File | (string | File)[]>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const entry of Array.isArray(value) ? value : [value]) data.append(key, entry);
  }
  return data;
}

function fieldErrors(input: unknown): Record<string, string[]> {
  const result = ProductFormInput.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
}

describe('the product form payload', () => {
  it('reads the product form’s multipart body: text flags, a JSON list of kept images, additional_images[]', () => {
    const parsed = ProductFormInput.parse(
      form({
        sku: '',
        name: ' Barong ',
        price: '1499.50',
        size: 'XL',
        is_new_arrival: 'true',
        is_sale: 'false',
        existing_image: '/media/products/abc-800.webp',
        existing_additional_images: '["products/def"]',
        'additional_images[]': [file('a.png'), file('b.png')],
      }),
    );
    expect(parsed).toMatchObject({
      sku: null,
      name: 'Barong',
      description: '',
      price: 1499.5,
      size: 'xl',
      is_new_arrival: true,
      is_sale: false,
      existing_image: '/media/products/abc-800.webp',
      existing_additional_images: ['products/def'],
    });
    expect(parsed.additional_images.map((image) => image.name)).toEqual(['a.png', 'b.png']);
    expect(parsed.image).toBeUndefined();
  });

  it('parses its own output again to the same value, as the REST route hands it on to the procedure', () => {
    const once = UpdateProductInput.parse(form({ id: '4', name: 'Denim', price: '10', size: 's', image: file('main.png'), 'additional_images[]': file('x.png') }));
    expect(UpdateProductInput.parse(once)).toEqual(once);
  });

  it('treats an empty file part as no file, as a browser sends an untouched file input', () => {
    const parsed = ProductFormInput.parse(form({ name: 'Skirt', price: '5', size: 'm', image: new File([], ''), 'additional_images[]': new File([], '') }));
    expect(parsed.image).toBeUndefined();
    expect(parsed.additional_images).toEqual([]);
  });

  it('names the required fields in the product’s own words', () => {
    expect(fieldErrors(form({}))).toMatchObject({
      name: [PRODUCT_FORM_MESSAGES.nameRequired],
      price: [PRODUCT_FORM_MESSAGES.priceRequired],
      size: [PRODUCT_FORM_MESSAGES.sizeRequired],
    });
  });

  it('refuses bad values field by field', () => {
    expect(
      fieldErrors({
        name: 'x',
        price: '-1',
        size: 'xxxl',
        is_sale: 'maybe',
        image: 'not a file',
        existing_additional_images: '{nope',
        colour: 'red',
      }),
    ).toMatchObject({
      price: [PRODUCT_FORM_MESSAGES.priceInvalid],
      size: [PRODUCT_FORM_MESSAGES.sizeInvalid],
      is_sale: [PRODUCT_FORM_MESSAGES.flagInvalid],
      image: [PRODUCT_FORM_MESSAGES.imageNotFile],
      existing_additional_images: [PRODUCT_FORM_MESSAGES.existingImagesInvalid],
      '': [expect.stringContaining('colour')],
    });
    expect(fieldErrors({ name: 'x', price: 12.345, size: 'm' })).toEqual({ price: [PRODUCT_FORM_MESSAGES.priceInvalid] });
    expect(fieldErrors({ name: 'x', price: 1, size: 'm', image: file('big.png', MAX_PRODUCT_IMAGE_BYTES + 1) })).toEqual({
      image: [PRODUCT_FORM_MESSAGES.imageTooLarge],
    });
  });
});

describe('formFields', () => {
  it('collects keys ending in [] into a list under the bare name, and keeps other keys single', () => {
    expect(formFields(form({ a: 'one', 'b[]': ['x', 'y'], 'c[]': 'only' }))).toEqual({ a: 'one', b: ['x', 'y'], c: ['only'] });
  });
});
