import '@mantine/core/styles/SegmentedControl.css';
import { Alert, Button, Card, Group, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { INSIGHT_SPAN_LABELS, INSIGHT_SPANS, type InsightSpan } from '../../../../shared/schemas/insights.ts';
import { formatPeso } from '../../../../shared/money.ts';
import { momentText } from '../../../../shared/moment-text.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { INSIGHTS_CSV_URL, useInsights } from '../hooks/use-insights.ts';
import { BestSellers } from './best-sellers.tsx';
import { DropFigures } from './drop-figures.tsx';
import { RevenueChart } from './revenue-chart.tsx';
import { SpanFigures } from './span-figures.tsx';
import { TAP_TARGET_PX } from '../../../lib/tap-target.ts';

const SPAN_OPTIONS = INSIGHT_SPANS.map((value) => ({ value, label: INSIGHT_SPAN_LABELS[value] }));
const isSpan = (value: string): value is InsightSpan => (INSIGHT_SPANS as readonly string[]).includes(value);

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack component="section" gap="xs" aria-label={title}>
      <Title order={3} fz="lg">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * The dashboard's Insights tab (docs/product/screens.md "Insights"): the chosen span's sales and
 * holds, what waits for payment, the 30 days' revenue, the last drops and the best sellers, with
 * the same figures as a CSV. Loaded only when the tab opens, with its chart library.
 */
export function InsightsPanel() {
  const insights = useInsights();
  const [span, setSpan] = useState<InsightSpan>('today');
  if (insights.isError) return <Alert color="red">{errorMessage(insights.error, 'The figures could not be loaded. Try again.')}</Alert>;
  const data = insights.data;
  const figures = data?.spans.find((entry) => entry.span === span);
  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          aria-label="Span"
          data={SPAN_OPTIONS}
          value={span}
          onChange={(value) => isSpan(value) && setSpan(value)}
          size="md"
          styles={{ label: { minHeight: TAP_TARGET_PX, display: 'flex', alignItems: 'center', justifyContent: 'center' } }}
        />
        {/* A plain link: the browser downloads the file itself, with the session cookie. No icon: a chunk of its own every shopper's first load would name. */}
        <Button component="a" href={INSIGHTS_CSV_URL} download variant="light" h={TAP_TARGET_PX}>
          Download CSV
        </Button>
      </Group>
      {data && figures ? (
        <>
          <Text fz="sm" c="dimmed">
            Orders placed {span === 'today' ? 'today' : `in the last ${INSIGHT_SPAN_LABELS[span]}, today included`} and paid, as of {momentText(data.asOf)}.
          </Text>
          <SpanFigures figures={figures} />
          <Card withBorder padding="sm" radius="md">
            <Text fz="sm" c="dimmed">
              Waiting for payment now
            </Text>
            <Text fw={700}>
              {data.pendingOrders} {data.pendingOrders === 1 ? 'order' : 'orders'}, {formatPeso(data.pendingCentavos)}
            </Text>
          </Card>
          <Section title="Revenue, last 30 days">
            <RevenueChart days={data.days} />
          </Section>
          <Section title="Drops">
            <DropFigures drops={data.drops} />
          </Section>
          <Section title="Best sellers, last 30 days">
            <BestSellers brands={data.brands} sizes={data.sizes} garmentTypes={data.garmentTypes} />
          </Section>
        </>
      ) : (
        <Skeleton h={320} />
      )}
    </Stack>
  );
}
