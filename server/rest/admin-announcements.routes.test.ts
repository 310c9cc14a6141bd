import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_MESSAGES } from '../../shared/schemas/admin-announcements.ts';
import type { AnnouncementOutput } from '../../shared/schemas/catalog.ts';
import { Announcement } from '../modules/content/announcement.entity.ts';
import { adminRestClient } from '../test/admin-fixtures.ts';
import { TEST_DATABASES, useTestDatabase } from '../test/test-db.ts';
import { INVALID_DATA } from './errors.ts';

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
