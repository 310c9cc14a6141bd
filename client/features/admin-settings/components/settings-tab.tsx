import { Divider, Stack } from '@mantine/core';
import type { Notice } from '../../../lib/notice.ts';
import { SettingsForm } from './settings-form.tsx';
import { SlidesTable } from './slides-table.tsx';

/** Shop Settings (spec §2): the settings form, then the hero carousel's slides. */
export function SettingsTab({ onNotice }: { onNotice: (notice: Notice) => void }) {
  return (
    <Stack gap="xl">
      <SettingsForm onNotice={onNotice} />
      <Divider />
      <SlidesTable onNotice={onNotice} />
    </Stack>
  );
}
