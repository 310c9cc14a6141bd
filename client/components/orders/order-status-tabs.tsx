import '@mantine/core/styles/Tabs.css';
import { Badge, ScrollArea, Tabs } from '@mantine/core';
import { ORDER_STATUSES, orderStatusName, type OrderStatus } from '../../../shared/constants.ts';

export type StatusFilter = OrderStatus | 'all';
export type StatusCounts = Record<StatusFilter, number>;

type Props = { value: StatusFilter; counts: StatusCounts; allLabel: string; onChange: (value: StatusFilter) => void };

/** All + one tab per order status, each with its count; scrolls sideways on a phone rather than wrapping. */
export function OrderStatusTabs({ value, counts, allLabel, onChange }: Props) {
  const filters: StatusFilter[] = ['all', ...ORDER_STATUSES];
  return (
    <ScrollArea type="never">
      <Tabs value={value} onChange={(next) => onChange((next ?? 'all') as StatusFilter)}>
        <Tabs.List style={{ flexWrap: 'nowrap' }}>
          {filters.map((filter) => (
            <Tabs.Tab
              key={filter}
              value={filter}
              mih={44} // a thumb's target
              rightSection={
                <Badge size="sm" variant="light" color="gray" circle={counts[filter] < 10}>
                  {counts[filter]}
                </Badge>
              }
            >
              {filter === 'all' ? allLabel : orderStatusName(filter)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
    </ScrollArea>
  );
}
