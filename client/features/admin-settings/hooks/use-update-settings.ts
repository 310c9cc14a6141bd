import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SETTING_DEFAULTS, SETTING_KEYS, type SettingKey } from '../../../../shared/setting-defaults.ts';
import { fieldErrorsOf } from '../../../lib/errors.ts';
import type { Notice } from '../../../lib/notice.ts';
import { trpc } from '../../../lib/trpc.ts';

export type SettingValues = Record<SettingKey, string>;

type Options = {
  /** What was stored: blanks come back as their defaults (docs/product/rules.md "Settings form"). */
  onStored: (stored: SettingValues) => void;
  onFieldErrors: (errors: Record<string, string>) => void;
  onNotice: (notice: Notice) => void;
};

/** Saves every setting at once; the success notice waits until the screens that read them are refreshed. */
export function useUpdateSettings({ onStored, onFieldErrors, onNotice }: Options) {
  const queryClient = useQueryClient();
  const mutation = useMutation(
    trpc.admin.settings.updateAll.mutationOptions({
      onSuccess: async (saved) => {
        onStored({ ...SETTING_DEFAULTS, ...saved.settings });
        // The shop's fees and texts, and the carousel's interval, are read from these settings.
        await Promise.all(
          [trpc.admin.settings.pathKey(), trpc.settings.pathKey(), trpc.content.heroSlides.queryKey()].map((queryKey) =>
            queryClient.invalidateQueries({ queryKey }),
          ),
        );
        onNotice({ type: 'success', text: 'Settings updated successfully.' });
      },
      onError: (error) => {
        onFieldErrors(fieldErrorsOf(error));
        onNotice({ type: 'error', text: 'Failed to update settings.' });
      },
    }),
  );
  return {
    save: (values: SettingValues) => mutation.mutate({ settings: SETTING_KEYS.map((key) => ({ key, value: values[key] })) }),
    saving: mutation.isPending,
  };
}
