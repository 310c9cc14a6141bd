import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_MESSAGES } from '../../../shared/schemas/content.ts';
import { adminCallerFor } from '../../test/admin-fixtures.ts';
import { callerFor } from '../../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../../test/test-db.ts';
import { failure, fieldErrorsOf } from '../../test/trpc-failure.ts';
import { Announcement } from './announcement.entity.ts';

describe.each(TEST_DATABASES)('admin announcements on %s', (kind) => {
  const db = useTestDatabase(kind);

  async function adminCaller() {
    // Each test starts from no announcements, so lists and orderings are the test's own.
    await db().em().nativeDelete(Announcement, {});
    return (await adminCallerFor(db().em())).caller;
  }

  it('creates an announcement with the form’s defaults', async () => {
    const caller = await adminCaller();
    const created = await caller.admin.announcements.create({ text: '  Fresh drops every Friday  ' });
    expect(created).toMatchObject({
      text: 'Fresh drops every Friday',
      is_active: true,
      display_order: 0,
      button_text: null,
      button_link: null,
      background_color: '#000000',
      text_color: '#FFFFFF',
    });
    expect(Date.parse(created.created_at)).not.toBeNaN();
    expect(await caller.admin.announcements.byId({ id: created.id })).toEqual(created);
  });

  it('updates only the fields sent, and clears the button with blanks', async () => {
    const caller = await adminCaller();
    const created = await caller.admin.announcements.create({
      text: 'Sale this weekend',
      display_order: 2,
      button_text: 'Shop Sale',
      button_link: '/sale',
      background_color: '#3d2b1f',
    });
    expect(created.background_color).toBe('#3D2B1F');

    const moved = await caller.admin.announcements.update({ id: created.id, display_order: 5 });
    expect(moved).toMatchObject({ text: 'Sale this weekend', display_order: 5, button_text: 'Shop Sale', button_link: '/sale', background_color: '#3D2B1F' });

    const cleared = await caller.admin.announcements.update({ id: created.id, button_text: '', button_link: '' });
    expect(cleared).toMatchObject({ button_text: null, button_link: null, display_order: 5 });
  });

  it('toggles: flips without is_active, takes it when given', async () => {
    const caller = await adminCaller();
    const { id } = await caller.admin.announcements.create({ text: 'Toggle me' });
    expect((await caller.admin.announcements.toggle({ id })).is_active).toBe(false);
    expect((await caller.admin.announcements.toggle({ id })).is_active).toBe(true);
    expect((await caller.admin.announcements.toggle({ id, is_active: true })).is_active).toBe(true);
    expect((await caller.admin.announcements.toggle({ id, is_active: false })).is_active).toBe(false);
  });

  it('lists every announcement in ascending display order; the storefront sees only the active ones', async () => {
    const caller = await adminCaller();
    const third = await caller.admin.announcements.create({ text: 'Third', display_order: 9 });
    const first = await caller.admin.announcements.create({ text: 'First', display_order: 0, is_active: false });
    const second = await caller.admin.announcements.create({ text: 'Second', display_order: 3 });

    const listed = await caller.admin.announcements.list();
    expect(listed.map((announcement) => announcement.id)).toEqual([first.id, second.id, third.id]);
    const storefront = await callerFor(db().em()).content.announcements();
    expect(storefront.map((announcement) => announcement.id)).toEqual([second.id, third.id]);
  });

  it('deletes an announcement; a second delete, or any call on it, is a 404', async () => {
    const caller = await adminCaller();
    const { id } = await caller.admin.announcements.create({ text: 'Short-lived' });
    expect(await caller.admin.announcements.delete({ id })).toEqual({ id });
    expect(await db().em().count(Announcement, { id })).toBe(0);
    for (const call of [
      () => caller.admin.announcements.delete({ id }),
      () => caller.admin.announcements.byId({ id }),
      () => caller.admin.announcements.update({ id, text: 'Back' }),
      () => caller.admin.announcements.toggle({ id }),
    ]) {
      const error = await failure(call());
      expect(error.code).toBe('NOT_FOUND');
      expect(error.message).toBe(ANNOUNCEMENT_MESSAGES.notFound);
    }
  });

  it('refuses bad input with a message per field', async () => {
    const caller = await adminCaller();
    const error = await failure(
      caller.admin.announcements.create({
        text: '   ',
        display_order: -1,
        button_link: 'javascript:alert(1)',
        background_color: 'red',
        text_color: '#FFF',
      }),
    );
    expect(error.code).toBe('BAD_REQUEST');
    expect(fieldErrorsOf(error)).toEqual({
      text: [ANNOUNCEMENT_MESSAGES.textRequired],
      display_order: [ANNOUNCEMENT_MESSAGES.displayOrderInvalid],
      button_link: [ANNOUNCEMENT_MESSAGES.buttonLinkInvalid],
      background_color: [ANNOUNCEMENT_MESSAGES.backgroundColorInvalid],
      text_color: [ANNOUNCEMENT_MESSAGES.textColorInvalid],
    });
    const { id } = await caller.admin.announcements.create({ text: 'Valid' });
    for (const link of ['//evil.example', 'data:text/html,hi', 'ftp://files.example']) {
      expect(fieldErrorsOf(await failure(caller.admin.announcements.update({ id, button_link: link })))).toEqual({
        button_link: [ANNOUNCEMENT_MESSAGES.buttonLinkInvalid],
      });
    }
    expect(fieldErrorsOf(await failure(caller.admin.announcements.update({ id, display_order: 1.5 })))).toEqual({
      display_order: [ANNOUNCEMENT_MESSAGES.displayOrderInvalid],
    });
    expect((await caller.admin.announcements.update({ id, button_link: 'https://instagram.com/ukay' })).button_link).toBe('https://instagram.com/ukay');
  });
});
