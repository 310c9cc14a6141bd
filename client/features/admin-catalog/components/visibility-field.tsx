import '@mantine/core/styles/Radio.css';
import { Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import type { Visibility } from '../../../../shared/admin-constants.ts';

const CHOICES: { value: Visibility; label: string }[] = [
  { value: 'live', label: 'Live now' },
  { value: 'draft', label: 'Draft' },
  { value: 'scheduled', label: 'Scheduled' },
];

type Props = {
  visibility: Visibility;
  dropAt: string;
  /** The drop whose time the piece keeps (the Drops screen sets it): no choice then. */
  dropName: string | null;
  onVisibilityChange: (visibility: Visibility) => void;
  onDropAtChange: (dropAt: string) => void;
  error?: string;
};

/** Who sees the piece (design.md §8 "Visibility"): everyone now, admins only (Draft), or everyone from a time typed in Manila. */
export function VisibilityField({ visibility, dropAt, dropName, onVisibilityChange, onDropAtChange, error }: Props) {
  if (dropName !== null) {
    return (
      <Stack gap={4}>
        <Text fw={500} size="sm">
          Visibility
        </Text>
        <Text>Opens with {dropName}</Text>
        {error && (
          <Text c="red" size="sm">
            {error}
          </Text>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      <Radio.Group label="Visibility" value={visibility} onChange={onVisibilityChange}>
        <Group gap="lg" mt={4}>
          {CHOICES.map((choice) => (
            <Radio key={choice.value} value={choice.value} label={choice.label} />
          ))}
        </Group>
      </Radio.Group>
      {visibility === 'draft' && (
        <Text size="sm" c="dimmed">
          Only admins see a draft.
        </Text>
      )}
      {visibility === 'scheduled' && (
        <TextInput
          type="datetime-local"
          step={1}
          label="Goes live at (Manila time)"
          required
          value={dropAt}
          onChange={(event) => onDropAtChange(event.currentTarget.value)}
          error={error}
          maw={280}
        />
      )}
      {visibility !== 'scheduled' && error && (
        <Text c="red" size="sm">
          {error}
        </Text>
      )}
    </Stack>
  );
}
