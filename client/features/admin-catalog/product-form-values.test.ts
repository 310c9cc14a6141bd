import { describe, expect, it } from 'vitest';
import type { AdminProductOutput } from '../../../shared/schemas/admin-catalog.ts';
import { EMPTY_PRODUCT_FORM, formValuesOf, movedImage, orderedImages, productFormData, type FormImage } from './product-form-values.ts';
import { EMPTY_VINTAGE_DETAILS, inUnit, offeredMeasurements } from './vintage-detail-values.ts';

const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });

const product: AdminProductOutput = {
  id: 7,
  sku: null,
  name: 'Barong Tagalog',
  description: '<p>Piña</p>',
  careInstructions: '',
  price: 1450.5,
  size: 'l',
  category: null,
  status: 'Available',
  isNewArrival: true,
  isSale: false,
  image: '/media/products/a-800.webp',
  images: ['/media/products/a-800.webp', '/media/products/b-800.webp'],
  photos: [
    { key: 'products/a', width: 800, height: 800, variants: { webp: [400, 800], avif: [] } },
    { key: 'products/b', width: 800, height: 800, variants: { webp: [400, 800], avif: [] } },
  ],
  onhold_by_type: null,
  onhold_by_id: null,
  hold_expires_at: null,
  available_to_you: true,
  visibility: 'live',
  drop_at: '2026-11-01T00:00:00.000Z',
  reserved_for: null,
  reserved_until: null,
  marked_sold_at: null,
  queue_length: 0,
  drop: null,
  garment_type: null,
  measurements: {},
  condition: null,
  flaws: null,
  brand: null,
  era: null,
  material: null,
};

describe('formValuesOf', () => {
  it('takes the first photo as the main image and the rest as the gallery', () => {
    const values = formValuesOf(product);
    expect(values.mainImage).toEqual({ kind: 'existing', key: 'products/a' });
    expect(values.additionalImages).toEqual([{ kind: 'existing', key: 'products/b' }]);
    expect(values).toMatchObject({ sku: '', price: 1450.5, size: 'l', is_new_arrival: true, is_sale: false });
  });
});

describe('a piece’s visibility on the form', () => {
  it('shows a scheduled piece’s time in Manila and sends it back as the same instant', () => {
    const values = formValuesOf({ ...product, visibility: 'scheduled', drop_at: '2026-11-28T12:00:00.000Z' });
    expect(values).toMatchObject({ visibility: 'scheduled', dropAt: '2026-11-28T20:00:00', dropName: null });
    const form = productFormData(values);
    expect([form.get('visibility'), form.get('drop_at')]).toEqual(['scheduled', '2026-11-28T12:00:00.000Z']);
  });

  it('sends Live and Draft with no time', () => {
    for (const visibility of ['live', 'draft'] as const) {
      const form = productFormData({ ...formValuesOf(product), visibility, dropAt: '2026-11-28T20:00' });
      expect([form.get('visibility'), form.get('drop_at')]).toEqual([visibility, null]);
    }
  });

  it('sends no visibility for a piece in a drop, which keeps its drop’s time', () => {
    const values = formValuesOf({ ...product, visibility: 'scheduled', drop_at: '2026-11-28T12:00:00.000Z', drop: { id: 3, name: 'Friday Drop' } });
    expect(values.dropName).toBe('Friday Drop');
    const form = productFormData(values);
    expect([form.get('visibility'), form.get('drop_at')]).toEqual([null, null]);
  });

  it('makes a new piece live now, as before', () => {
    expect(productFormData({ ...EMPTY_PRODUCT_FORM, name: 'New' }).get('visibility')).toBe('live');
  });
});

describe('reordering photos', () => {
  const added = { kind: 'new', file: jpeg('c.jpg'), id: 'c' } as const;
  const values = { ...formValuesOf(product), additionalImages: [{ kind: 'existing', key: 'products/b' } as const, added] };
  const keysOf = (order: FormImage[]) => order.map((image) => (image.kind === 'existing' ? image.key : image.id));

  it('moves a photo later or earlier, across the main image too', () => {
    expect(keysOf(orderedImages(movedImage(values, 1, 2)))).toEqual(['products/a', 'c', 'products/b']);
    const swapped = movedImage(values, 1, 0);
    expect(swapped.mainImage).toEqual({ kind: 'existing', key: 'products/b' });
    expect(keysOf(swapped.additionalImages)).toEqual(['products/a', 'c']);
  });

  it('makes a new photo the main one, which is then sent as the image file', () => {
    const made = movedImage(values, 2, 0);
    expect(made.mainImage).toBe(added);
    const form = productFormData({ ...values, ...made });
    expect((form.get('image') as File).name).toBe('c.jpg');
    expect(form.get('existing_additional_images')).toBe('["products/a","products/b"]');
  });

  it('leaves the order as it is for a move past either end', () => {
    expect(keysOf(orderedImages(movedImage(values, 0, -1)))).toEqual(['products/a', 'products/b', 'c']);
    expect(keysOf(orderedImages(movedImage(values, 2, 3)))).toEqual(['products/a', 'products/b', 'c']);
  });
});

describe('productFormData', () => {
  it('sends flags as text, a kept main image by key and kept gallery images as a JSON list', () => {
    const form = productFormData(formValuesOf(product));
    expect(form.get('is_new_arrival')).toBe('true');
    expect(form.get('is_sale')).toBe('false');
    expect(form.get('existing_image')).toBe('products/a');
    expect(form.get('image')).toBeNull();
    expect(form.get('existing_additional_images')).toBe('["products/b"]');
    expect(form.getAll('additional_images[]')).toEqual([]);
  });

  it('sends new files as image and additional_images[], in the order shown', () => {
    const main = jpeg('main.jpg');
    const first = jpeg('one.jpg');
    const second = jpeg('two.jpg');
    const form = productFormData({
      ...EMPTY_PRODUCT_FORM,
      name: '  Denim jacket ',
      price: 800,
      mainImage: { kind: 'new', file: main, id: 'm' },
      additionalImages: [
        { kind: 'new', file: first, id: '1' },
        { kind: 'new', file: second, id: '2' },
      ],
    });
    expect(form.get('name')).toBe('Denim jacket');
    expect(form.get('size')).toBe('m');
    expect((form.get('image') as File).name).toBe('main.jpg');
    expect(form.get('existing_image')).toBeNull();
    expect((form.getAll('additional_images[]') as File[]).map((file) => file.name)).toEqual(['one.jpg', 'two.jpg']);
    expect(form.get('existing_additional_images')).toBe('["additional_images[0]","additional_images[1]"]');
  });

  it('gives new files their places among the kept ones, so a mixed order is saved as shown', () => {
    const added = jpeg('added.jpg');
    const values = { ...formValuesOf(product), additionalImages: [{ kind: 'new', file: added, id: 'n' } as const, { kind: 'existing', key: 'products/b' } as const] };
    const form = productFormData(values);
    expect(form.get('existing_additional_images')).toBe('["additional_images[0]","products/b"]');
    expect((form.getAll('additional_images[]') as File[]).map((file) => file.name)).toEqual(['added.jpg']);
  });

  it('sends no main image at all once it is removed, so the server removes it', () => {
    const form = productFormData({ ...formValuesOf(product), mainImage: null });
    expect(form.get('image')).toBeNull();
    expect(form.get('existing_image')).toBeNull();
  });
});

describe('a piece’s details on the form', () => {
  const measured = {
    ...product,
    garment_type: 'tops' as const,
    measurements: { pit_to_pit: { cm: 52.1, in: 20.5 }, inseam: { cm: 81.3, in: 32 } },
    condition: 'very_good' as const,
    brand: 'Levi’s',
  };

  it('shows stored lengths in centimetres, and in inches once the unit is switched', () => {
    const details = formValuesOf(measured).details;
    expect(details).toMatchObject({ garment_type: 'tops', unit: 'cm', condition: 'very_good', brand: 'Levi’s', flaws: '' });
    expect(details.measurements).toMatchObject({ pit_to_pit: 52.1, inseam: 81.3, waist: '' });
    expect(inUnit(details, 'in').measurements).toMatchObject({ pit_to_pit: 20.5, inseam: 32, waist: '' });
  });

  it('offers the garment type’s measurements and any other the piece already has', () => {
    expect(offeredMeasurements(formValuesOf(measured).details)).toEqual(['pit_to_pit', 'shoulder', 'sleeve', 'length', 'inseam']);
    expect(offeredMeasurements(EMPTY_VINTAGE_DETAILS)).toHaveLength(8);
  });

  it('sends every detail field, in the unit typed, a blank one to clear it', () => {
    const details = { ...inUnit(formValuesOf(measured).details, 'in'), flaws: ' Small hole at the hem ' };
    const form = productFormData({ ...formValuesOf(measured), details });
    expect(Object.fromEntries(['garment_type', 'measurement_unit', 'pit_to_pit', 'inseam', 'waist', 'condition', 'flaws', 'brand', 'era'].map((name) => [name, form.get(name)]))).toEqual({
      garment_type: 'tops',
      measurement_unit: 'in',
      pit_to_pit: '20.5',
      inseam: '32',
      waist: '',
      condition: 'very_good',
      flaws: 'Small hole at the hem',
      brand: 'Levi’s',
      era: '',
    });
  });
});
