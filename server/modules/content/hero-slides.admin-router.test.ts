import path from 'node:path';
import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { HERO_SLIDE_MESSAGES } from '../../../shared/schemas/content.ts';
import { IMAGE_UPLOAD_MESSAGES } from '../../../shared/schemas/image-upload.ts';
import { adminCallerFor, slideFile } from '../../test/admin-fixtures.ts';
import { callerFor } from '../../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../../test/test-db.ts';
import { failure, fieldErrorsOf } from '../../test/trpc-failure.ts';
import { HeroSlide } from './hero-slide.entity.ts';
import { Setting } from '../settings/setting.entity.ts';

/** The variant files of stored slide pictures, e.g. `abc-800.webp`. */
async function storedFiles(root: string): Promise<string[]> {
  return (await readdir(path.join(root, 'slides')).catch(() => [])).sort();
}

const keyOf = (imageKey: string | null) => path.basename(imageKey ?? 'none');

describe.each(TEST_DATABASES)('admin hero slides on %s', (kind) => {
  const db = useTestDatabase(kind);

  async function adminCaller() {
    // Each test starts from no slides and the default interval, so what it reads is its own doing.
    await db().em().nativeDelete(HeroSlide, {});
    await db().em().nativeDelete(Setting, { key: 'hero_carousel_interval' });
    return adminCallerFor(db().em());
  }

  it('creates a slide from a form: the picture is stored as WebP at its view type’s widths', async () => {
    const { caller, root } = await adminCaller();
    const form = new FormData();
    form.append('view_type', 'desktop');
    form.append('title', 'Thrifted, loved, yours');
    form.append('subtitle', '');
    form.append('link', '/new');
    form.append('order', '');
    form.append('is_active', '1');
    form.append('image', await slideFile('desktop'));

    const slide = await caller.admin.heroSlides.create(form);

    expect(slide).toMatchObject({ title: 'Thrifted, loved, yours', subtitle: null, link: '/new', order: 0, is_active: true, view_type: 'desktop' });
    expect(slide.image_url).toBe(`/media/${slide.image_key}-1600.webp`);
    expect(await storedFiles(root)).toEqual([`${keyOf(slide.image_key)}-1600.webp`, `${keyOf(slide.image_key)}-800.webp`]);

    const mobile = await caller.admin.heroSlides.create({ view_type: 'mobile', is_active: '0', image: await slideFile('mobile') });
    expect(mobile).toMatchObject({ view_type: 'mobile', is_active: false, title: null, image_url: `/media/${mobile.image_key}-1080.webp` });
    expect(await storedFiles(root)).toContain(`${keyOf(mobile.image_key)}-540.webp`);
  });

  it('lists every slide desktop first, then by order; the storefront shows the active ones the same way', async () => {
    const { caller } = await adminCaller();
    const image = await slideFile('mobile');
    const mobileFirst = await caller.admin.heroSlides.create({ view_type: 'mobile', order: 0, image });
    const desktopLater = await caller.admin.heroSlides.create({ order: 5, image: await slideFile() });
    const desktopHidden = await caller.admin.heroSlides.create({ order: 1, is_active: false, image: await slideFile() });
    const desktopFirst = await caller.admin.heroSlides.create({ order: 1, image: await slideFile() });

    const admin = await caller.admin.heroSlides.list();
    expect(admin.carousels.map((slide) => slide.id)).toEqual([desktopHidden.id, desktopFirst.id, desktopLater.id, mobileFirst.id]);
    expect(admin.interval).toBe(5000);
    const storefront = await callerFor(db().em()).content.heroSlides();
    expect(storefront.carousels.map((slide) => slide.id)).toEqual([desktopFirst.id, desktopLater.id, mobileFirst.id]);
  });

  it('updates the fields sent, keeps the picture when none is sent, and removes a replaced one', async () => {
    const { caller, root } = await adminCaller();
    const created = await caller.admin.heroSlides.create({ title: 'Old', subtitle: 'Stays', order: 2, image: await slideFile() });

    const renamed = await caller.admin.heroSlides.update({ id: created.id, title: 'New', is_active: 'false' });
    expect(renamed).toMatchObject({ title: 'New', subtitle: 'Stays', order: 2, is_active: false, image_key: created.image_key });

    const form = new FormData();
    form.append('id', String(created.id));
    form.append('image', await slideFile('desktop', '#2f4858'));
    const repictured = await caller.admin.heroSlides.update(form);
    expect(repictured.image_key).not.toBe(created.image_key);
    expect(await storedFiles(root)).toEqual([`${keyOf(repictured.image_key)}-1600.webp`, `${keyOf(repictured.image_key)}-800.webp`]);
  });

  it('needs a new picture to change the view type, stored at the new type’s widths', async () => {
    const { caller, root } = await adminCaller();
    const created = await caller.admin.heroSlides.create({ image: await slideFile() });

    const refused = await failure(caller.admin.heroSlides.update({ id: created.id, view_type: 'mobile' }));
    expect(fieldErrorsOf(refused)).toEqual({ image: [HERO_SLIDE_MESSAGES.newImageForViewType] });

    const mobile = await caller.admin.heroSlides.update({ id: created.id, view_type: 'mobile', image: await slideFile('mobile') });
    expect(mobile.view_type).toBe('mobile');
    expect(await storedFiles(root)).toEqual([`${keyOf(mobile.image_key)}-1080.webp`, `${keyOf(mobile.image_key)}-540.webp`]);
  });

  it('answers bad input with a message per field and stores nothing', async () => {
    const { caller, root } = await adminCaller();
    const error = await failure(
      caller.admin.heroSlides.create({
        view_type: 'tablet',
        title: 'x'.repeat(201),
        subtitle: 'y'.repeat(301),
        link: 'javascript:alert(1)',
        order: '-1',
        is_active: 'maybe',
        image: 'not a file',
      }),
    );
    expect(error.code).toBe('BAD_REQUEST');
    expect(fieldErrorsOf(error)).toEqual({
      view_type: [HERO_SLIDE_MESSAGES.viewTypeInvalid],
      title: [HERO_SLIDE_MESSAGES.titleTooLong],
      subtitle: [HERO_SLIDE_MESSAGES.subtitleTooLong],
      link: [HERO_SLIDE_MESSAGES.linkInvalid],
      order: [HERO_SLIDE_MESSAGES.orderInvalid],
      is_active: [HERO_SLIDE_MESSAGES.flagInvalid],
      image: [IMAGE_UPLOAD_MESSAGES.notFile],
    });
    expect(fieldErrorsOf(await failure(caller.admin.heroSlides.create({ title: 'No picture' })))).toEqual({ image: [HERO_SLIDE_MESSAGES.imageRequired] });
    const fake = new File(['<svg onload="alert(1)"/>'], 'hero-carousel-desktop-1.jpg', { type: 'image/jpeg' });
    expect(Object.keys(fieldErrorsOf(await failure(caller.admin.heroSlides.create({ image: fake }))) ?? {})).toEqual(['image']);
    expect(await storedFiles(root)).toEqual([]);
    expect(await db().em().count(HeroSlide)).toBe(0);
  });

  it('deletes a slide with its stored picture; then it is not found', async () => {
    const { caller, root } = await adminCaller();
    const kept = await caller.admin.heroSlides.create({ image: await slideFile() });
    const doomed = await caller.admin.heroSlides.create({ image: await slideFile('mobile'), view_type: 'mobile' });

    expect(await caller.admin.heroSlides.delete({ id: doomed.id })).toEqual({ id: doomed.id });

    expect(await storedFiles(root)).toEqual([`${keyOf(kept.image_key)}-1600.webp`, `${keyOf(kept.image_key)}-800.webp`]);
    expect((await failure(caller.admin.heroSlides.delete({ id: doomed.id }))).code).toBe('NOT_FOUND');
    expect((await failure(caller.admin.heroSlides.update({ id: doomed.id, title: 'Back' }))).code).toBe('NOT_FOUND');
  });

  it('sets the rotation interval: at least 1000 ms in steps of 100; the storefront rotates at it', async () => {
    const { caller } = await adminCaller();
    for (const [interval, message] of [
      [999, 'Carousel interval must be at least 1000 ms'],
      [1050, 'Carousel interval must be in steps of 100 ms'],
      ['4.5', 'Carousel interval must be a whole number'],
    ] as const) {
      expect(fieldErrorsOf(await failure(caller.admin.heroSlides.setInterval({ interval })))).toEqual({ interval: [message] });
    }
    expect(await caller.admin.heroSlides.setInterval({ interval: '2500' })).toEqual({ interval: 2500 });
    expect((await caller.admin.heroSlides.list()).interval).toBe(2500);
    expect((await callerFor(db().em()).content.heroSlides()).interval).toBe(2500);
    expect((await caller.admin.settings.getAll()).settings.hero_carousel_interval).toBe('2500');
  });
});
