import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { DropOutput } from '../../../../shared/schemas/drops.ts';
import { momentText } from '../../../../shared/moment-text.ts';
import { ListCards, type ListColumn } from '../../../components/list-cards.tsx';
import { RowActions } from '../../../components/row-actions.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { NEW_DROP_VALUES } from '../drop-form-values.ts';
import { useDropList, useDropMutations } from '../hooks/use-drops.ts';
import { DropForm } from './drop-form.tsx';
import { DropManager } from './drop-manager.tsx';
import { DropStatusBadge } from './drop-status-badge.tsx';

const COLUMNS: ListColumn<DropOutput>[] = [
  { label: 'Name', cell: (drop) => <Text fw={600}>{drop.name}</Text> },
  { label: 'Opens', cell: (drop) => <Text size="sm">{momentText(drop.drop_at)}</Text> },
  { label: 'Status', cell: (drop) => <DropStatusBadge status={drop.status} /> },
  { label: 'Pieces', cell: (drop) => drop.piece_count },
];

type View = { kind: 'list' } | { kind: 'new' } | { kind: 'drop'; id: number };

/** The dashboard's Drops section: every drop, a new one, or one drop's manager. */
export function DropsPanel() {
  const [view, setView] = useState<View>({ kind: 'list' });
  const drops = useDropList();
  const { create } = useDropMutations();
  if (view.kind === 'drop') return <DropManager id={view.id} onBack={() => setView({ kind: 'list' })} />;
  if (view.kind === 'new') {
    return (
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <Title order={3}>New drop</Title>
          <DropForm
            initialValues={NEW_DROP_VALUES}
            coverUrl={null}
            editing={false}
            canReschedule
            saving={create.isPending}
            error={create.error}
            onSubmit={(payload) => create.mutate(payload, { onSuccess: (drop) => setView({ kind: 'drop', id: drop.id }) })}
            onCancel={() => setView({ kind: 'list' })}
          />
        </Stack>
      </Paper>
    );
  }
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text fw={700} size="lg">
          Drops
        </Text>
        <Button size="md" leftSection={<IconPlus size={16} />} onClick={() => setView({ kind: 'new' })}>
          New drop
        </Button>
      </Group>
      {drops.isError && <Alert color="red">{errorMessage(drops.error, 'Failed to load drops. Please try again.')}</Alert>}
      {drops.isPending ? (
        <Text c="dimmed">Loading drops...</Text>
      ) : drops.data?.length === 0 ? (
        <Text c="dimmed">No drops yet. Stage pieces in advance and open them together.</Text>
      ) : (
        <ListCards
          items={drops.data ?? []}
          keyOf={(drop) => drop.id}
          columns={COLUMNS}
          minWidth={640}
          actions={(drop) => (
            <RowActions>
              <Button size="md" variant="light" aria-label={`Manage ${drop.name}`} onClick={() => setView({ kind: 'drop', id: drop.id })}>
                Manage
              </Button>
            </RowActions>
          )}
        />
      )}
    </Stack>
  );
}
