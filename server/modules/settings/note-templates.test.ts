import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTE_TEMPLATES, SETTING_DEFAULTS } from '../../../shared/setting-defaults.ts';
import { MAX_NOTE_TEMPLATE_LENGTH, MAX_NOTE_TEMPLATES, noteTemplatesOf, SETTINGS_MESSAGES } from '../../../shared/schemas/settings.ts';
import { adminCallerFor, adminRestClient } from '../../test/admin-fixtures.ts';
import { TEST_DATABASES, useTestDatabase } from '../../test/test-db.ts';
import { failure, fieldErrorsOf } from '../../test/trpc-failure.ts';
import { Setting } from './setting.entity.ts';

describe.each(TEST_DATABASES)('the order desk’s note templates on %s', (kind) => {
  const db = useTestDatabase(kind);

  async function admin() {
    await db().em().nativeDelete(Setting, { key: 'order_note_templates' });
    return (await adminCallerFor(db().em())).caller.admin.settings;
  }

  it('starts from the defaults and saves the owner’s list as JSON, trimmed, blank rows dropped', async () => {
    const settings = await admin();
    const stored = (await settings.getAll()).settings.order_note_templates;
    expect(stored).toBe(SETTING_DEFAULTS.order_note_templates);
    expect(noteTemplatesOf(stored)).toEqual(DEFAULT_NOTE_TEMPLATES);

    const mine = ['  Paid, salamat po!  ', '', 'Short by ₱…, please send the balance.'];
    const saved = await settings.updateAll({ settings: [{ key: 'order_note_templates', value: JSON.stringify(mine) }] });
    expect(noteTemplatesOf(saved.settings.order_note_templates)).toEqual(['Paid, salamat po!', 'Short by ₱…, please send the balance.']);
    // A list may be sent as is, and an empty one means no templates; blank brings the defaults back.
    expect((await settings.update({ key: 'order_note_templates', value: ['Only this'] })).settings.order_note_templates).toBe('["Only this"]');
    expect((await settings.update({ key: 'order_note_templates', value: [] })).settings.order_note_templates).toBe('[]');
    expect((await settings.update({ key: 'order_note_templates', value: '' })).settings.order_note_templates).toBe(SETTING_DEFAULTS.order_note_templates);
  });

  it('refuses text that is no list, a template too long, or too many, and keeps what was saved', async () => {
    const settings = await admin();
    await settings.update({ key: 'order_note_templates', value: ['Kept'] });
    const refusal = async (value: string | string[]) => fieldErrorsOf(await failure(settings.update({ key: 'order_note_templates', value })));
    expect(await refusal('Payment received')).toEqual({ value: [SETTINGS_MESSAGES.noteTemplatesInvalid] });
    expect(await refusal('{"a": 1}')).toEqual({ value: [SETTINGS_MESSAGES.noteTemplatesInvalid] });
    expect(await refusal(['x'.repeat(MAX_NOTE_TEMPLATE_LENGTH + 1)])).toEqual({ value: [SETTINGS_MESSAGES.noteTemplateTooLong] });
    expect(await refusal(Array.from({ length: MAX_NOTE_TEMPLATES + 1 }, (_, index) => `Template ${index}`))).toEqual({
      value: [SETTINGS_MESSAGES.tooManyNoteTemplates],
    });
    const batch = await failure(settings.updateAll({ settings: [{ key: 'order_note_templates', value: '["ok", 5]' }] }));
    expect(fieldErrorsOf(batch)).toEqual({ order_note_templates: [SETTINGS_MESSAGES.noteTemplatesInvalid] });
    expect((await settings.getAll()).settings.order_note_templates).toBe('["Kept"]');
    // A list that cannot be another setting's value.
    expect((await failure(settings.update({ key: 'delivery_fee_ncr', value: ['80'] }))).code).toBe('BAD_REQUEST');
  });

  it('is set over REST with a JSON list: PUT /admin/settings/order_note_templates', async () => {
    await db().em().nativeDelete(Setting, { key: 'order_note_templates' });
    const { send } = await adminRestClient(db());
    const answer = await send('PUT', '/admin/settings/order_note_templates', { value: ['Payment received, thank you!'] });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { data: { settings: Record<string, string> } }).data.settings.order_note_templates).toBe('["Payment received, thank you!"]');
    const refused = await send('PUT', '/admin/settings/order_note_templates', { value: [1, 2] });
    expect(refused.status).toBe(422);
  });
});
