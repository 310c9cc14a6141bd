import { Badge } from '@mantine/core';
import type { DropStatus } from '../../../../shared/schemas/drops.ts';

const COLORS: Record<DropStatus, string> = { Upcoming: 'blue', Open: 'green', Cancelled: 'gray' };

export function DropStatusBadge({ status }: { status: DropStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light">
      {status}
    </Badge>
  );
}
