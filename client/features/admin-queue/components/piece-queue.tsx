import { Button, Group, Stack, Text } from '@mantine/core';
import { momentText } from '../../../../shared/moment-text.ts';
import { askToConfirm } from '../../../components/ask-to-confirm.ts';
import { useClearQueue, usePieceQueue } from '../hooks/use-piece-queue.ts';

const at = (iso: string | null) => (iso ? momentText(iso) : 'when its order is settled');

/** The piece's queue for the owner: each in line with their turn, and Clear (design.md §8 "Next in line"). */
export function PieceQueue({ productId, name }: { productId: number; name: string }) {
  const queue = usePieceQueue(productId);
  const clear = useClearQueue();
  const entries = queue.data?.entries ?? [];
  if (entries.length === 0) return null;
  const confirm = () =>
    askToConfirm({
      title: 'Clear queue',
      message: `Clear the queue for “${name}”? The ${entries.length} waiting lose their place.`,
      confirmLabel: 'Clear queue',
      onConfirm: () => clear.mutate({ id: productId }),
    });
  return (
    <Stack gap={4}>
      <Text size="xs" fw={600}>
        Queue ({entries.length})
      </Text>
      {entries.map((entry) => (
        <Text key={entry.place} size="xs">
          #{entry.place} {entry.buyer.name} · {entry.buyer.email} · turn {at(entry.turn_starts_at)}
        </Text>
      ))}
      <Group>
        <Button size="xs" variant="subtle" color="red" mih={44} loading={clear.isPending} onClick={confirm}>
          Clear queue
        </Button>
      </Group>
    </Stack>
  );
}
