import { SETTING_DEFAULTS, SETTING_KEYS, type SettingKey } from '../../../shared/constants.ts';
import type { Em } from '../../db/orm.ts';
import { Setting } from './setting.entity.ts';

export type Settings = Record<SettingKey, string>;

/** Inserts the spec's default for every key that has no row yet; existing values are kept. */
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
