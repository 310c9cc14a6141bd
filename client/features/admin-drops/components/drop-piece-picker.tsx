import { Button, Group, MultiSelect, Stack } from '@mantine/core';
import { useState } from 'react';
import { useDraftPieces } from '../hooks/use-drops.ts';

type Props = { adding: boolean; onAdd: (productIds: number[], onAdded: () => void) => void };

/** A searchable choice of Draft pieces (found by name or SKU on the server), added to the drop together. */
export function DropPiecePicker({ adding, onAdd }: Props) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const drafts = useDraftPieces(search);
  const options = (drafts.data ?? []).map((piece) => ({ value: String(piece.id), label: piece.sku ? `${piece.name} (${piece.sku})` : piece.name }));
  return (
    <Stack gap="sm">
      <MultiSelect
        label="Add Draft pieces"
        placeholder="Search by name or SKU"
        data={options}
        value={chosen}
        onChange={setChosen}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        // The server has already filtered by the search; every option it sent is a match.
        filter={({ options: all }) => all}
        nothingFoundMessage={drafts.isPending ? 'Loading…' : 'No Draft pieces match'}
        size="md"
      />
      <Group justify="flex-end">
        <Button
          size="md"
          disabled={chosen.length === 0}
          loading={adding}
          onClick={() => onAdd(chosen.map(Number), () => setChosen([]))}
        >
          Add to drop
        </Button>
      </Group>
    </Stack>
  );
}
