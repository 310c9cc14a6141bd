import { Button, Group, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

const SEARCH_DEBOUNCE_MS = 350;
/** A thumb's target (WCAG 2.5.8 asks 24 px; a phone needs more). */
const TAP_TARGET_PX = 44;

type Props = { search: string | undefined; filtered: boolean; onSearch: (search: string | undefined) => void; onClear: () => void };

/** The search box (debounced, so the URL and the server follow typing without a call per key) and Clear Filters. */
export function OrderFilters({ search, filtered, onSearch, onClear }: Props) {
  const [text, setText] = useState(search ?? '');
  const commit = useDebouncedCallback((value: string) => onSearch(value.trim() || undefined), SEARCH_DEBOUNCE_MS);
  return (
    <Group align="end" gap="sm">
      <TextInput
        label="Search orders"
        placeholder="Customer name, Instagram, email or order #"
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          commit(event.currentTarget.value);
        }}
        style={{ flex: '1 1 260px' }}
        styles={{ input: { height: TAP_TARGET_PX, minHeight: TAP_TARGET_PX } }}
      />
      <Button
        variant="default"
        h={TAP_TARGET_PX}
        leftSection={<IconFilterOff size={16} />}
        disabled={!filtered && !text}
        onClick={() => {
          commit.cancel();
          setText('');
          onClear();
        }}
      >
        Clear Filters
      </Button>
    </Group>
  );
}
