import { SETTING_DEFAULTS, SETTING_KEYS, type SettingKey } from '../../../shared/setting-defaults.ts';
import { HTML_SETTING_KEYS, type SettingEntry, type PublicSettingsOutput } from '../../../shared/schemas/settings.ts';
import type { Em } from '../../db/orm.ts';
import { sanitizeRichText } from '../../html/sanitize.ts';
import { Setting } from './setting.entity.ts';

export type Settings = Record<SettingKey, string>;
type NumericSettingKey =
  | 'delivery_fee_ncr'
  | 'delivery_fee_outside_ncr'
  | 'free_delivery_threshold'
  | 'hero_carousel_interval'
  | 'product_hold_duration'
  | 'payment_fix_hours'
  | 'guest_pieces_per_network'
  | 'drop_opening_minutes'
  | 'drop_pieces_per_buyer'
  | 'max_pieces_per_buyer';

/** Inserts the default (docs/product/rules.md "Constants and limits") for every key that has no row yet; existing values are kept. */
export async function ensureDefaultSettings(em: Em): Promise<void> {
  const existing = new Set((await em.find(Setting, {}, { fields: ['key'] })).map((setting) => setting.key));
  for (const key of SETTING_KEYS) {
    if (!existing.has(key)) em.create(Setting, { key, value: SETTING_DEFAULTS[key] });
  }
  await em.flush();
}

export async function readSettings(em: Em): Promise<Settings> {
  const rows = await em.find(Setting, { key: { $in: SETTING_KEYS } });
  const settings: Settings = { ...SETTING_DEFAULTS };
  for (const row of rows) settings[row.key as SettingKey] = row.value;
  return settings;
}

/**
 * Saves checked values (shared/schemas/settings.ts holds the rules) in one transaction: all or
 * nothing. Rich text is cleaned here, once, as every rich text is when saved (design.md §1).
 */
export async function updateSettings(em: Em, entries: SettingEntry[]): Promise<Settings> {
  const now = new Date();
  const rows = entries.map(({ key, value }) => ({ key, value: HTML_SETTING_KEYS.includes(key) ? sanitizeRichText(value) : value, updatedAt: now }));
  // An upsert, so a key whose row is missing (a database older than the key) is saved all the same.
  await em.transactional((tx) => tx.upsertMany(Setting, rows));
  return readSettings(em);
}

function wholeNumber(value: string, fallback: number): number {
  const parsed = Number.parseInt(value, 10);
  return Number.isFinite(parsed) ? parsed : fallback;
}

/** One whole-number setting as it is read everywhere: parseInt's reading, else the default. */
export async function readWholeNumberSetting(em: Em, key: NumericSettingKey): Promise<number> {
  const row = await em.findOne(Setting, { key });
  return wholeNumber(row?.value ?? SETTING_DEFAULTS[key], Number(SETTING_DEFAULTS[key]));
}

/** The settings as the storefront reads them: fees and thresholds as integers (docs/product/rules.md "Settings form"). */
export async function readPublicSettings(em: Em): Promise<PublicSettingsOutput> {
  return publicSettingsOf(await readSettings(em));
}

/** The storefront's reading of settings already read, for a caller that needs the raw ones too. */
export function publicSettingsOf(settings: Settings): PublicSettingsOutput {
  const number = (key: NumericSettingKey) => wholeNumber(settings[key], Number(SETTING_DEFAULTS[key]));
  return {
    delivery_fee_ncr: number('delivery_fee_ncr'),
    delivery_fee_outside_ncr: number('delivery_fee_outside_ncr'),
    free_delivery_threshold: number('free_delivery_threshold'),
    hero_carousel_interval: number('hero_carousel_interval'),
    product_hold_duration: number('product_hold_duration'),
    payment_options_description: settings.payment_options_description,
    what_happens_after_payment: settings.what_happens_after_payment,
    thanks_message: settings.thanks_message,
  };
}
