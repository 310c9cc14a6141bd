import { Button, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { OrderNeighboursOutput } from '../../../../shared/schemas/admin-orders.ts';

type Neighbour = NonNullable<OrderNeighboursOutput['next']>;
type Props = { neighbours: OrderNeighboursOutput | undefined; onOpen: (neighbour: Neighbour) => void };

/** Previous (above, newer) and next (below, older) order of the list the order was opened from. */
export function OrderNeighbours({ neighbours, onOpen }: Props) {
  const { previous = null, next = null } = neighbours ?? {};
  return (
    <Group component="nav" aria-label="Orders in this list" justify="space-between" wrap="nowrap">
      <Button
        variant="default"
        h={44}
        leftSection={<IconChevronLeft size={18} />}
        aria-label="Previous order"
        disabled={!previous}
        onClick={() => previous && onOpen(previous)}
      >
        Previous
      </Button>
      <Button
        variant="default"
        h={44}
        rightSection={<IconChevronRight size={18} />}
        aria-label="Next order"
        disabled={!next}
        onClick={() => next && onOpen(next)}
      >
        Next
      </Button>
    </Group>
  );
}
