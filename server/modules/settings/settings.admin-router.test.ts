import { describe, expect, it } from 'vitest';
import { SETTING_DEFAULTS, SETTING_KEYS } from '../../../shared/setting-defaults.ts';
import { SETTINGS_MESSAGES } from '../../../shared/schemas/settings.ts';
import { adminCallerFor } from '../../test/admin-fixtures.ts';
import { callerFor } from '../../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../../test/test-db.ts';
import { failure, fieldErrorsOf } from '../../test/trpc-failure.ts';
import { Setting } from './setting.entity.ts';
import { readSettings } from './settings.service.ts';

describe.each(TEST_DATABASES)('admin settings on %s', (kind) => {
  const db = useTestDatabase(kind);

  async function adminCaller() {
    // Each test starts from the defaults, whatever an earlier test saved.
    await db().em().nativeDelete(Setting, {});
    return (await adminCallerFor(db().em())).caller;
  }

  it('reads every setting, the defaults where nothing is saved', async () => {
    const caller = await adminCaller();
    const { settings } = await caller.admin.settings.getAll();
    expect(Object.keys(settings).sort()).toEqual([...SETTING_KEYS].sort());
    expect(settings).toEqual(SETTING_DEFAULTS);
  });

  it('saves the form: blanks take their fallbacks, numbers are stored as text, and the storefront reads them', async () => {
    const caller = await adminCaller();
    const { settings } = await caller.admin.settings.updateAll({
      settings: [
        { key: 'product_hold_duration', value: '' },
        { key: 'delivery_fee_ncr', value: ' ' },
        { key: 'delivery_fee_outside_ncr', value: 150 },
        { key: 'free_delivery_threshold', value: null },
        { key: 'hero_carousel_interval', value: '3000' },
      ],
    });
    expect(settings).toMatchObject({
      product_hold_duration: '30',
      delivery_fee_ncr: '0',
      delivery_fee_outside_ncr: '150',
      free_delivery_threshold: '0',
      hero_carousel_interval: '3000',
    });
    expect(await callerFor(db().em()).settings.get()).toMatchObject({
      product_hold_duration: 30,
      delivery_fee_ncr: 0,
      delivery_fee_outside_ncr: 150,
      free_delivery_threshold: 0,
      hero_carousel_interval: 3000,
    });
  });

  it('sanitises the three HTML settings when saved', async () => {
    const caller = await adminCaller();
    const { settings } = await caller.admin.settings.updateAll({
      settings: [
        { key: 'payment_options_description', value: '<p>GCash <strong>0917</strong></p><script>alert(1)</script>' },
        { key: 'what_happens_after_payment', value: '<p onclick="steal()">We check</p><a href="javascript:alert(1)">x</a>' },
        { key: 'thanks_message', value: null },
      ],
    });
    expect(settings.payment_options_description).toBe('<p>GCash <strong>0917</strong></p>');
    expect(settings.what_happens_after_payment).toBe('<p>We check</p><a rel="noopener noreferrer nofollow">x</a>');
    expect(settings.thanks_message).toBe('');
    const updated = await caller.admin.settings.update({ key: 'thanks_message', value: '<h2>Salamat!</h2><iframe src="https://x"></iframe>' });
    expect(updated.settings.thanks_message).toBe('<h2>Salamat!</h2>');
  });

  it('refuses values below their minimum or not whole, each under its own key, and saves none of the batch', async () => {
    const caller = await adminCaller();
    const error = await failure(
      caller.admin.settings.updateAll({
        settings: [
          { key: 'delivery_fee_ncr', value: '95' },
          { key: 'product_hold_duration', value: '0' },
          { key: 'delivery_fee_outside_ncr', value: '-1' },
          { key: 'free_delivery_threshold', value: '99.5' },
          { key: 'hero_carousel_interval', value: '1250' },
        ],
      }),
    );
    expect(error.code).toBe('BAD_REQUEST');
    expect(fieldErrorsOf(error)).toEqual({
      product_hold_duration: ['Hold duration (minutes) must be at least 1'],
      delivery_fee_outside_ncr: ['Delivery fee outside Metro Manila must be at least 0'],
      free_delivery_threshold: ['Free delivery threshold must be a whole number'],
      hero_carousel_interval: ['Carousel interval must be in steps of 100 ms'],
    });
    expect((await readSettings(db().em())).delivery_fee_ncr).toBe(SETTING_DEFAULTS.delivery_fee_ncr);
  });

  it('saves one setting by key; an unknown key or a bad value is refused with a clear message', async () => {
    const caller = await adminCaller();
    expect((await caller.admin.settings.update({ key: 'delivery_fee_ncr', value: '100' })).settings.delivery_fee_ncr).toBe('100');
    expect(fieldErrorsOf(await failure(caller.admin.settings.update({ key: 'shop_name', value: 'Ukay' })))).toEqual({ key: [SETTINGS_MESSAGES.unknownKey] });
    expect(fieldErrorsOf(await failure(caller.admin.settings.update({ key: 'product_hold_duration', value: 'soon' })))).toEqual({
      value: ['Hold duration (minutes) must be a whole number'],
    });
    const batch = await failure(
      caller.admin.settings.updateAll({
        settings: [
          { key: 'delivery_fee_ncr', value: '1' },
          { key: 'delivery_fee_ncr', value: '2' },
          { key: 'shop_name', value: 'Ukay' },
        ],
      }),
    );
    expect(fieldErrorsOf(batch)).toEqual({ delivery_fee_ncr: [SETTINGS_MESSAGES.givenTwice], 'settings.2.key': [SETTINGS_MESSAGES.unknownKey] });
    expect((await readSettings(db().em())).delivery_fee_ncr).toBe('100');
  });

  it('saves where new-order alerts go: an address, or blank for the admin’s; anything else is refused', async () => {
    const caller = await adminCaller();
    const saved = await caller.admin.settings.update({ key: 'owner_notification_email', value: ' orders@ukay.ph ' });
    expect(saved.settings.owner_notification_email).toBe('orders@ukay.ph');
    expect(fieldErrorsOf(await failure(caller.admin.settings.update({ key: 'owner_notification_email', value: 'orders at ukay' })))).toEqual({
      value: ['Enter an email address, or leave it blank for the admin’s'],
    });
    expect((await caller.admin.settings.update({ key: 'owner_notification_email', value: null })).settings.owner_notification_email).toBe('');
  });

  it('saves the distinct-amounts switch from a boolean, its text or 1 and 0, blank as off; anything else is refused, and a switch value is no number', async () => {
    const caller = await adminCaller();
    const saved = async (value: string | number | boolean | null) =>
      (await caller.admin.settings.update({ key: 'distinct_payment_amounts', value })).settings.distinct_payment_amounts;
    for (const [value, stored] of [[true, '1'], [false, '0'], [' TRUE ', '1'], ['false', '0'], [1, '1'], ['0', '0'], ['1', '1'], [null, '0'], ['', '0']] as const) {
      expect(await saved(value)).toBe(stored);
    }
    expect(fieldErrorsOf(await failure(caller.admin.settings.update({ key: 'distinct_payment_amounts', value: 'maybe' })))).toEqual({ value: ['Send true or false'] });
    expect(fieldErrorsOf(await failure(caller.admin.settings.update({ key: 'distinct_payment_amounts', value: 2 })))).toEqual({ value: ['Send true or false'] });
    expect(fieldErrorsOf(await failure(caller.admin.settings.update({ key: 'max_pieces_per_buyer', value: true })))).toEqual({
      value: ['Pieces one buyer may hold must be a whole number'],
    });
  });
});
