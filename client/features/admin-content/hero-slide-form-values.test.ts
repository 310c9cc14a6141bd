import { describe, expect, it } from 'vitest';
import { NEW_SLIDE, slideFileName, slideFormData } from './hero-slide-form-values.ts';

describe('slideFileName', () => {
  it('names a cropped slide after its view type and the time', () => {
    expect(slideFileName('mobile', 1795420000000)).toBe('hero-carousel-mobile-1795420000000.jpg');
  });
});

describe('slideFormData', () => {
  it('sends is_active as 1/0 and no image when none was cropped', () => {
    const form = slideFormData({ ...NEW_SLIDE, title: ' Sale ', is_active: false }, null);
    expect(form.get('is_active')).toBe('0');
    expect(form.get('title')).toBe('Sale');
    expect(form.get('order')).toBe('0');
    expect(form.get('image')).toBeNull();
    expect(form.get('id')).toBeNull();
  });

  it('marks an update with the slide’s id and carries the new image', () => {
    const image = new File([new Uint8Array([1])], 'hero-carousel-desktop-1.jpg', { type: 'image/jpeg' });
    const form = slideFormData({ ...NEW_SLIDE, image }, 5);
    expect(form.get('id')).toBe('5');
    expect(form.get('is_active')).toBe('1');
    expect((form.get('image') as File).name).toBe('hero-carousel-desktop-1.jpg');
  });
});
