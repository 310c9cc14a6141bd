import { Button, Group, Paper, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { MAX_BULK_ORDERS, type BULK_ORDER_STATUSES } from '../../../../shared/schemas/admin-orders.ts';
import { askToConfirm } from '../../../components/ask-to-confirm.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { useBulkStatus } from '../hooks/use-bulk-status.ts';
import { slipsOfChosen, type OrderSelection } from '../order-selection.ts';
import { TAP_TARGET_PX } from '../../../lib/tap-target.ts';

/** Under the sticky site header (64 px): the bar stays in view while the owner ticks down the list. */
const BELOW_HEADER_PX = 64;

type BulkStatus = (typeof BULK_ORDER_STATUSES)[number];

const ACTIONS: readonly { status: BulkStatus; label: string; verb: string }[] = [
  { status: 'approved', label: 'Approve', verb: 'Approve' },
  { status: 'shipped', label: 'Mark shipped', verb: 'Mark as shipped' },
];

const ordersWord = (count: number) => (count === 1 ? '1 order' : `${count} orders`);

type Props = { selection: OrderSelection; shownIds: readonly number[]; onDone: () => void };

/**
 * The bar of the order desk's selection mode: how many orders are ticked, tick all on the page, and
 * what to do with them (approve, mark shipped, print their slips), each change confirmed first, as
 * each buyer is mailed.
 */
export function BulkActions({ selection, shownIds, onDone }: Props) {
  const bulk = useBulkStatus();
  const count = selection.ids.length;
  const run = (status: BulkStatus, verb: string) =>
    askToConfirm({
      title: `${verb} ${ordersWord(count)}?`,
      message: `Each of the ${ordersWord(count)} is set to ${status}, its pieces follow, and each buyer is mailed.`,
      confirmLabel: verb,
      destructive: false,
      onConfirm: () => bulk.mutate({ ids: [...selection.ids], status }, { onSuccess: selection.clear }),
    });
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label="Bulk actions" pos="sticky" top={BELOW_HEADER_PX} shadow="sm" style={{ zIndex: 2 }}>
      <Group justify="space-between" gap="xs">
        <Text fw={600} role="status">
          {count === 0 ? 'Tick the orders to act on' : `${ordersWord(count)} chosen`}
        </Text>
        <Group gap="xs">
          <Button variant="subtle" h={TAP_TARGET_PX} onClick={() => selection.addAll(shownIds)}>
            Tick all on this page
          </Button>
          <Button variant="default" h={TAP_TARGET_PX} onClick={onDone}>
            Done
          </Button>
        </Group>
      </Group>
      <Group gap="xs" mt="xs">
        {ACTIONS.map(({ status, label, verb }) => (
          <Button key={status} h={TAP_TARGET_PX} disabled={count === 0 || count > MAX_BULK_ORDERS} loading={bulk.isPending && bulk.variables.status === status} onClick={() => run(status, verb)}>
            {label}
          </Button>
        ))}
        <Button
          component="a"
          href={count === 0 ? undefined : slipsOfChosen(selection.ids)}
          variant="light"
          h={TAP_TARGET_PX}
          leftSection={<IconPrinter size={16} />}
          disabled={count === 0}
        >
          Print slips
        </Button>
      </Group>
      {bulk.isError && (
        <Text c="red.8" size="sm" mt="xs" role="alert">
          {errorMessage(bulk.error, 'The orders could not be changed. Nothing was changed.')}
        </Text>
      )}
    </Paper>
  );
}
