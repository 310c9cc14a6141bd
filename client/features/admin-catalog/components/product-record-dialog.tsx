import { Alert, List, Modal, Skeleton, Text } from '@mantine/core';
import type { ProductEventKind } from '../../../../shared/admin-constants.ts';
import { momentText } from '../../../../shared/moment-text.ts';
import type { ProductEventOutput } from '../../../../shared/schemas/admin-catalog.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { useProductRecord } from '../hooks/use-manual-states.ts';

const KIND_WORDS: Record<ProductEventKind, string> = {
  'marked-sold': 'Marked as sold',
  'unmarked-sold': 'Sold mark undone',
  reserved: 'Reserved',
  'reservation-ended': 'Reservation ended',
  visibility: 'Visibility changed',
  'queue-cleared': 'Queue cleared',
};

function describe(event: ProductEventOutput): string {
  const { for: whom, until } = event.detail;
  if (event.kind === 'reserved' && typeof whom === 'string' && typeof until === 'string') {
    return `Reserved for ${whom} until ${momentText(until)}`;
  }
  if (event.kind === 'reservation-ended' && typeof whom === 'string') return `Reservation for ${whom} ended`;
  return KIND_WORDS[event.kind];
}

/** A piece's record: who marked it sold or reserved it, and when, newest first. */
export function ProductRecordDialog({ productId, name, onClose }: { productId: number | null; name: string; onClose: () => void }) {
  const record = useProductRecord(productId);
  return (
    <Modal opened={productId !== null} onClose={onClose} title={`Record of “${name}”`} centered>
      {record.isPending && <Skeleton h={80} />}
      {record.isError && <Alert color="red">{errorMessage(record.error, 'Failed to load the record')}</Alert>}
      {record.data?.events.length === 0 && <Text c="dimmed">Nothing recorded yet.</Text>}
      {record.data && record.data.events.length > 0 && (
        <List spacing="xs" listStyleType="none">
          {record.data.events.map((event) => (
            <List.Item key={event.id}>
              <Text size="sm">{describe(event)}</Text>
              <Text size="xs" c="dimmed">
                {momentText(event.created_at)} · {event.actor_email}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Modal>
  );
}
