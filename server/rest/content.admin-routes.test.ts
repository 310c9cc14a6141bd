import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_MESSAGES, HERO_SLIDE_MESSAGES, type AnnouncementOutput, type HeroCarouselOutput, type HeroSlideOutput } from '../../shared/schemas/content.ts';
import { Announcement } from '../modules/content/announcement.entity.ts';
import { adminRestClient, slideFile } from '../test/admin-fixtures.ts';
import { TEST_DATABASES, useTestDatabase } from '../test/test-db.ts';
import { INVALID_DATA } from './errors.ts';
import { readdir } from 'node:fs/promises';
import { HeroSlide } from '../modules/content/hero-slide.entity.ts';

type AnnouncementBody = { success: true; message?: string; data: AnnouncementOutput };

describe.each(TEST_DATABASES)('REST admin announcements on %s', (kind) => {
  const db = useTestDatabase(kind);

  async function client() {
    await db().em().nativeDelete(Announcement, {});
    return adminRestClient(db());
  }

  it('creates, reads, changes only the fields sent, toggles and deletes', async () => {
    const { app, send } = await client();
    const created = await send('POST', '/admin/announcements', { text: 'Fresh drops Friday', button_text: 'Shop New', button_link: '/new' });
    expect(created.status).toBe(201);
    const { data, message } = (await created.json()) as AnnouncementBody;
    expect(message).toBe(ANNOUNCEMENT_MESSAGES.created);
    expect(data).toMatchObject({ is_active: true, display_order: 0, background_color: '#000000', text_color: '#FFFFFF' });
    expect(((await (await send('GET', `/admin/announcements/${data.id}`)).json()) as AnnouncementBody).data).toEqual(data);

    const changed = (await (await send('PUT', `/admin/announcements/${data.id}`, { text_color: '#f6ead7' })).json()) as AnnouncementBody;
    expect(changed).toMatchObject({ message: ANNOUNCEMENT_MESSAGES.updated, data: { text: 'Fresh drops Friday', button_link: '/new', text_color: '#F6EAD7' } });

    const off = (await (await send('POST', `/admin/announcements/${data.id}/toggle`, { is_active: false })).json()) as AnnouncementBody;
    expect(off.data.is_active).toBe(false);
    expect(((await (await app.request('/api/announcements')).json()) as { data: unknown[] }).data).toEqual([]);
    const flipped = (await (await send('POST', `/admin/announcements/${data.id}/toggle`)).json()) as AnnouncementBody;
    expect(flipped.data.is_active).toBe(true);

    expect(await (await send('DELETE', `/admin/announcements/${data.id}`)).json()).toEqual({ success: true, message: ANNOUNCEMENT_MESSAGES.deleted });
    const gone = await send('GET', `/admin/announcements/${data.id}`);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ message: ANNOUNCEMENT_MESSAGES.notFound });
  });

  it('lists every announcement in ascending display order', async () => {
    const { send } = await client();
    for (const [text, display_order, is_active] of [['C', 7, true], ['A', 0, false], ['B', 3, true]] as const) {
      await send('POST', '/admin/announcements', { text, display_order, is_active });
    }
    const listed = (await (await send('GET', '/admin/announcements')).json()) as { success: true; data: AnnouncementOutput[] };
    expect(listed.data.map((announcement) => announcement.text)).toEqual(['A', 'B', 'C']);
  });

  it('answers bad input with 422 and field errors, never a 500', async () => {
    const { send } = await client();
    const refused = await send('POST', '/admin/announcements', { text: '', display_order: 'top', background_color: 'navy', button_link: 'javascript:void(0)' });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({
      message: INVALID_DATA,
      errors: {
        text: [ANNOUNCEMENT_MESSAGES.textRequired],
        display_order: [ANNOUNCEMENT_MESSAGES.displayOrderInvalid],
        background_color: [ANNOUNCEMENT_MESSAGES.backgroundColorInvalid],
        button_link: [ANNOUNCEMENT_MESSAGES.buttonLinkInvalid],
      },
    });
    const { data } = (await (await send('POST', '/admin/announcements', { text: 'Valid' })).json()) as AnnouncementBody;
    expect((await send('PUT', `/admin/announcements/${data.id}`, { display_order: -3 })).status).toBe(422);
    expect((await send('PUT', `/admin/announcements/${data.id}`, { colour: '#FFFFFF' })).status).toBe(422);
    expect((await send('POST', `/admin/announcements/${data.id}/toggle`, { is_active: 'sometimes' })).status).toBe(422);
    expect((await send('GET', '/admin/announcements/99999999999')).status).toBe(422);
  });
});

type SlideBody = { success: true; message: string; data: HeroSlideOutput };

function slideForm(fields: Record<string, string | File>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}

describe.each(TEST_DATABASES)('REST admin hero carousel on %s', (kind) => {
  const db = useTestDatabase(kind);

  async function client() {
    await db().em().nativeDelete(HeroSlide, {});
    const admin = await adminRestClient(db());
    const storedFiles = async () => (await readdir(path.join(admin.dataDir, 'uploads', 'slides')).catch(() => [])).sort();
    return { ...admin, storedFiles };
  }

  it('creates by multipart POST, updates by POST with _method=PUT keeping the picture, and shows it on the storefront', async () => {
    const { app, send, storedFiles } = await client();
    const created = await send('POST', '/admin/hero-carousel', slideForm({ view_type: 'desktop', title: 'Sale rack', subtitle: '', link: '/sale', order: '1', is_active: '1', image: await slideFile() }));
    expect(created.status).toBe(201);
    const { data: slide, message } = (await created.json()) as SlideBody;
    expect(message).toBe(HERO_SLIDE_MESSAGES.created);
    expect((await app.request(slide.image_url ?? '')).headers.get('content-type')).toBe('image/webp');

    const updated = await send('POST', `/admin/hero-carousel/${slide.id}`, slideForm({ _method: 'PUT', view_type: 'desktop', title: 'Sale rack, last call', subtitle: 'Until Sunday', link: '/sale', order: '1', is_active: '1' }));
    expect(updated.status).toBe(200);
    const body = (await updated.json()) as SlideBody;
    expect(body).toMatchObject({ message: HERO_SLIDE_MESSAGES.updated, data: { title: 'Sale rack, last call', subtitle: 'Until Sunday', image_key: slide.image_key } });
    expect(await storedFiles()).toHaveLength(2);

    const storefront = (await (await app.request('/api/hero-carousel')).json()) as HeroCarouselOutput;
    expect(storefront.carousels).toEqual([body.data]);
  });

  it('replaces the picture through _method=PUT and removes the old files; deleting removes the rest', async () => {
    const { send, storedFiles } = await client();
    const { data: slide } = (await (await send('POST', '/admin/hero-carousel', slideForm({ view_type: 'mobile', image: await slideFile('mobile') }))).json()) as SlideBody;
    const replaced = await send('POST', `/admin/hero-carousel/${slide.id}`, slideForm({ _method: 'PUT', image: await slideFile('mobile', '#4b3a5a') }));
    const { data } = (await replaced.json()) as SlideBody;
    expect(data.image_key).not.toBe(slide.image_key);
    expect(await storedFiles()).toEqual([`${path.basename(data.image_key ?? '')}-1080.webp`, `${path.basename(data.image_key ?? '')}-540.webp`]);

    const deleted = await send('DELETE', `/admin/hero-carousel/${slide.id}`);
    expect(await deleted.json()).toEqual({ success: true, message: HERO_SLIDE_MESSAGES.deleted });
    expect(await storedFiles()).toEqual([]);
    expect((await send('DELETE', `/admin/hero-carousel/${slide.id}`)).status).toBe(404);
  });

  it('answers bad fields with 422 and a message under each field, never a 500', async () => {
    const { send, storedFiles } = await client();
    const response = await send('POST', '/admin/hero-carousel', slideForm({ view_type: 'tv', title: 'Fine', link: 'javascript:alert(1)', order: 'first', is_active: 'yes' }));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: INVALID_DATA,
      errors: {
        view_type: [HERO_SLIDE_MESSAGES.viewTypeInvalid],
        link: [HERO_SLIDE_MESSAGES.linkInvalid],
        order: [HERO_SLIDE_MESSAGES.orderInvalid],
        is_active: [HERO_SLIDE_MESSAGES.flagInvalid],
      },
    });
    const noImage = await send('POST', '/admin/hero-carousel', slideForm({ title: 'No picture' }));
    expect(noImage.status).toBe(422);
    expect(await noImage.json()).toEqual({ message: INVALID_DATA, errors: { image: [HERO_SLIDE_MESSAGES.imageRequired] } });
    const notAnImage = await send('POST', '/admin/hero-carousel', slideForm({ image: new File(['GIF89a, honestly'], 'hero.jpg', { type: 'image/jpeg' }) }));
    expect(notAnImage.status).toBe(422);
    expect(Object.keys(((await notAnImage.json()) as { errors: object }).errors)).toEqual(['image']);
    expect((await send('POST', '/admin/hero-carousel/abc', slideForm({ _method: 'PUT', title: 'x' }))).status).toBe(422);
    expect(await storedFiles()).toEqual([]);
  });

  it('lists slides desktop first with the interval, and sets the interval by its own path', async () => {
    const { app, send } = await client();
    for (const [viewType, order] of [['mobile', '0'], ['desktop', '2'], ['desktop', '1']] as const) {
      await send('POST', '/admin/hero-carousel', slideForm({ view_type: viewType, order, image: await slideFile(viewType) }));
    }
    const refused = await send('POST', '/admin/hero-carousel/interval', { interval: 1001 });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { errors: object }).errors).toEqual({ interval: ['Carousel interval must be in steps of 100 ms'] });
    const saved = await send('POST', '/admin/hero-carousel/interval', { interval: 3500 });
    expect(await saved.json()).toEqual({ success: true, message: HERO_SLIDE_MESSAGES.intervalUpdated, data: { interval: 3500 } });

    const listed = (await (await send('GET', '/admin/hero-carousel')).json()) as { success: true; data: HeroCarouselOutput };
    expect(listed.data.carousels.map((slide) => [slide.view_type, slide.order])).toEqual([['desktop', 1], ['desktop', 2], ['mobile', 0]]);
    expect(listed.data.interval).toBe(3500);
    expect(((await (await app.request('/api/hero-carousel')).json()) as HeroCarouselOutput).interval).toBe(3500);
  });
});
