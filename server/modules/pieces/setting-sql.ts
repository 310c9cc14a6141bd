import type { SettingKey } from '../../../shared/setting-defaults.ts';

/**
 * A whole-number setting read in SQL as parseInt reads it (settings.service.ts), else `fallback` (an
 * SQL expression); no question mark, which the driver would take for a parameter.
 */
export const settingSql = (key: SettingKey, fallback: string) =>
  `coalesce((select substring(value from '^\\s*([+-]{0,1}[0-9]{1,9})')::int from settings where key = '${key}'), ${fallback})`;
