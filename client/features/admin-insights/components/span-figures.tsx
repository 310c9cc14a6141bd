import { Card, SimpleGrid, Text } from '@mantine/core';
import type { SpanFigures as Figures } from '../../../../shared/schemas/insights.ts';
import { formatPeso } from '../../../../shared/money.ts';
import { daysText, percentText } from '../insight-text.ts';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** A figure as a term and its value; a card of the grid, which is a description list. */
function Figure({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <Card withBorder padding="sm" radius="md">
      <Text component="dt" fz="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fz={22} fw={700} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
      <Text component="dd" m={0} fz="xs" c="dimmed">
        {hint}
      </Text>
    </Card>
  );
}

/** One span's sales and holds, two figures a row on a phone. */
export function SpanFigures({ figures }: { figures: Figures }) {
  return (
    <SimpleGrid component="dl" m={0} cols={{ base: 2, sm: 3 }} spacing="sm">
      <Figure label="Revenue" value={formatPeso(figures.revenueCentavos)} hint={plural(figures.orders, 'paid order', 'paid orders')} />
      <Figure label="Pieces sold" value={String(figures.piecesSold)} hint="in paid orders" />
      <Figure label="Days to sell" value={daysText(figures.averageDaysToSell)} hint="on average, from listing" />
      <Figure label="Holds" value={String(figures.holdsStarted)} hint={`${figures.holdsPaid} paid`} />
      <Figure label="Hold to paid" value={percentText(figures.holdToPaid)} hint="of the holds that ended" />
      <Figure label="Lapsed holds" value={String(figures.holdsLapsed)} hint="ran out with no order" />
    </SimpleGrid>
  );
}
