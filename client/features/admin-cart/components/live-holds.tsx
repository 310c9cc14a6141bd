import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_BREAKPOINT_PX } from '../../../../shared/constants.ts';
import { momentText } from '../../../../shared/moment-text.ts';
import type { LiveHoldOutput } from '../../../../shared/schemas/cart.ts';
import { askToConfirm } from '../../../components/ask-to-confirm.ts';
import { ListTable } from '../../../components/list-table.tsx';
import { RowActions } from '../../../components/row-actions.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { useLiveHolds, useReleaseHold } from '../hooks/use-live-holds.ts';
import { TAP_TARGET_PX } from '../../../lib/tap-target.ts';


function Buyer({ hold }: { hold: LiveHoldOutput }) {
  return (
    <Stack gap={0}>
      <Group gap={6} wrap="nowrap">
        <Badge size="sm" variant="light" color={hold.buyer.kind === 'user' ? 'blue' : 'gray'}>
          {hold.buyer.kind === 'user' ? 'User' : 'Guest'}
        </Badge>
        <Text size="sm" fw={600}>
          {hold.buyer.name}
        </Text>
      </Group>
      {hold.buyer.email && (
        <Text size="xs" c="dimmed">
          {hold.buyer.email}
        </Text>
      )}
    </Stack>
  );
}

function ReleaseButton({ hold, onRelease, busy }: { hold: LiveHoldOutput; onRelease: (id: number) => void; busy: boolean }) {
  const confirm = () =>
    askToConfirm({
      title: 'Release hold',
      message: `Release the hold on “${hold.product.name}”? It becomes Available to every shopper at once.`,
      confirmLabel: 'Release',
      onConfirm: () => onRelease(hold.product.id),
    });
  return (
    <Button color="red" variant="light" mih={TAP_TARGET_PX} miw={TAP_TARGET_PX} disabled={busy} onClick={confirm} aria-label={`Release hold on ${hold.product.name}`}>
      Release
    </Button>
  );
}

/** What the route shows under a held piece besides its hold (its queue). */
type HoldExtra = (hold: LiveHoldOutput) => ReactNode;

type ListProps = { holds: LiveHoldOutput[]; onRelease: (id: number) => void; busy: boolean; renderExtra?: HoldExtra };

function HoldsTable({ holds, onRelease, busy, renderExtra }: ListProps) {
  return (
    <ListTable minWidth={720} columns={['Piece', 'Buyer', 'Address', 'Held until', '']}>
      {holds.map((hold) => (
        <Table.Tr key={hold.product.id}>
          <Table.Td>
            <Text fw={600}>{hold.product.name}</Text>
            {hold.product.sku && (
              <Text size="xs" c="dimmed">
                SKU {hold.product.sku}
              </Text>
            )}
            {renderExtra?.(hold)}
          </Table.Td>
          <Table.Td>
            <Buyer hold={hold} />
          </Table.Td>
          <Table.Td>{hold.address ?? '—'}</Table.Td>
          <Table.Td>{momentText(hold.expires_at)}</Table.Td>
          <Table.Td>
            <RowActions>
              <ReleaseButton hold={hold} onRelease={onRelease} busy={busy} />
            </RowActions>
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}

function HoldCards({ holds, onRelease, busy, renderExtra }: ListProps) {
  return (
    <Stack gap="sm">
      {holds.map((hold) => (
        <Card key={hold.product.id} withBorder padding="sm" radius="md">
          <Stack gap={6}>
            <Text fw={600} lineClamp={2}>
              {hold.product.name}
            </Text>
            <Buyer hold={hold} />
            <Text size="sm">
              {hold.address ?? 'No address'} · until {momentText(hold.expires_at)}
            </Text>
            {renderExtra?.(hold)}
            <ReleaseButton hold={hold} onRelease={onRelease} busy={busy} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/** Every live hold (design.md §8): the piece, who holds it, from where and until when, with Release. */
export function LiveHolds({ renderExtra }: { renderExtra?: HoldExtra }) {
  const holds = useLiveHolds();
  const release = useReleaseHold();
  const isPhone = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`);
  const onRelease = (id: number) => release.mutate({ id });
  if (holds.isPending) return <Skeleton h={240} aria-label="Loading holds" />;
  if (holds.isError) return <Alert color="red">{errorMessage(holds.error, 'Failed to load holds')}</Alert>;
  if (holds.data.holds.length === 0) return <Text c="dimmed">No piece is on hold right now.</Text>;
  const props = { holds: holds.data.holds, onRelease, busy: release.isPending, renderExtra };
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {holds.data.holds.length} {holds.data.holds.length === 1 ? 'piece' : 'pieces'} on hold, the soonest to lapse first.
      </Text>
      {isPhone ? <HoldCards {...props} /> : <HoldsTable {...props} />}
    </Stack>
  );
}
