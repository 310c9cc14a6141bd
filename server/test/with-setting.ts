import type { SettingKey } from '../../shared/setting-defaults.ts';
import type { Em } from '../db/orm.ts';
import { Setting } from '../modules/settings/setting.entity.ts';
import { updateSettings } from '../modules/settings/settings.service.ts';

/** Runs `run` with the shop setting `key` saved as `value`, as the owner would save it, then forgets it (the default applies again). */
export async function withSetting<T>(em: () => Em, key: SettingKey, value: string, run: () => Promise<T>): Promise<T> {
  await updateSettings(em(), [{ key, value }]);
  try {
    return await run();
  } finally {
    await em().nativeDelete(Setting, { key });
  }
}
