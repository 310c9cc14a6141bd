import { describe, expect, it } from 'vitest';
import { SETTING_DEFAULTS, SETTING_KEYS } from '../../shared/setting-defaults.ts';
import { SETTINGS_MESSAGES, type PublicSettingsOutput } from '../../shared/schemas/settings.ts';
import { Setting } from '../modules/settings/setting.entity.ts';
import { ensureDefaultSettings } from '../modules/settings/settings.service.ts';
import { adminRestClient } from '../test/admin-fixtures.ts';
import { TEST_DATABASES, useTestDatabase } from '../test/test-db.ts';

type SettingsBody = { success: true; message?: string; data: { settings: Record<string, string> } };

describe.each(TEST_DATABASES)('REST admin settings on %s', (kind) => {
  const db = useTestDatabase(kind);

  async function client() {
    // As a started shop has them: one row per key, holding its default.
    await db().em().nativeDelete(Setting, {});
    await ensureDefaultSettings(db().em());
    return adminRestClient(db());
  }

  it('reads all nine, sets one by PUT /admin/settings/{key} and several by POST /admin/settings', async () => {
    const { app, send } = await client();
    const all = (await (await send('GET', '/admin/settings')).json()) as SettingsBody;
    expect(Object.keys(all.data.settings).sort()).toEqual([...SETTING_KEYS].sort());

    const one = (await (await send('PUT', '/admin/settings/product_hold_duration', { value: '' })).json()) as SettingsBody;
    expect(one).toMatchObject({ success: true, message: SETTINGS_MESSAGES.updated, data: { settings: { product_hold_duration: '30' } } });

    const many = await send('POST', '/admin/settings', {
      settings: [
        { key: 'delivery_fee_ncr', value: '100' },
        { key: 'free_delivery_threshold', value: 2500 },
        { key: 'payment_options_description', value: '<p>GCash</p><img src="x" onerror="alert(1)">' },
      ],
    });
    expect(many.status).toBe(200);
    const storefront = (await (await app.request('/api/settings')).json()) as { data: PublicSettingsOutput };
    expect(storefront.data).toMatchObject({ delivery_fee_ncr: 100, free_delivery_threshold: 2500, payment_options_description: '<p>GCash</p><img src="x" />' });
  });

  it('refuses a bad batch with 422 errors under each key and saves none of it', async () => {
    const { send } = await client();
    const refused = await send('POST', '/admin/settings', {
      settings: [
        { key: 'delivery_fee_ncr', value: '95' },
        { key: 'delivery_fee_outside_ncr', value: 'free' },
        { key: 'hero_carousel_interval', value: '500' },
      ],
    });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { errors: object }).errors).toEqual({
      delivery_fee_outside_ncr: ['Delivery fee outside Metro Manila must be a whole number'],
      hero_carousel_interval: ['Carousel interval must be at least 1000 ms'],
    });
    const after = (await (await send('GET', '/admin/settings')).json()) as SettingsBody;
    expect(after.data.settings.delivery_fee_ncr).toBe(SETTING_DEFAULTS.delivery_fee_ncr);
  });

  it('answers an unknown key or a malformed body with 422 and a clear message', async () => {
    const { send } = await client();
    const unknown = await send('PUT', '/admin/settings/shop_name', { value: 'Ukay' });
    expect(unknown.status).toBe(422);
    expect(((await unknown.json()) as { errors: object }).errors).toEqual({ key: [SETTINGS_MESSAGES.unknownKey] });
    expect((await send('PUT', '/admin/settings/delivery_fee_ncr', { value: { amount: 5 } })).status).toBe(422);
    expect((await send('POST', '/admin/settings', { settings: 'all of them' })).status).toBe(422);
    expect((await send('POST', '/admin/settings', { settings: [] })).status).toBe(422);
  });
});
