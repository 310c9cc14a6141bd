import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import type { DayFigures } from '../../../../shared/schemas/insights.ts';
import { formatPeso } from '../../../../shared/money.ts';

/** `2030-06-15` → `15 Jun`: the axis has room for a day and a month on a phone. */
const dayLabel = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-PH', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/**
 * The last 30 days' revenue, a bar a day, captioned in words (the total and the best day); every
 * number is in the CSV.
 */
export function RevenueChart({ days }: { days: DayFigures[] }) {
  const data = days.map((day) => ({ day: dayLabel(day.day), revenue: day.revenueCentavos / 100 }));
  const total = days.reduce((sum, day) => sum + day.revenueCentavos, 0);
  const best = days.reduce<DayFigures | undefined>((top, day) => (day.revenueCentavos > (top?.revenueCentavos ?? 0) ? day : top), undefined);
  const summary = best
    ? `Revenue per day over the last 30 days: ${formatPeso(total)} in all; the best day ${dayLabel(best.day)}, ${formatPeso(best.revenueCentavos)}.`
    : 'No paid orders in the last 30 days.';
  return (
    <figure style={{ margin: 0 }}>
      {/* Hidden from a screen reader, which reads the caption; and not a stop for the keyboard, which it would be by Recharts' default. */}
      <div aria-hidden>
        <BarChart
          h={180}
          data={data}
          dataKey="day"
          series={[{ name: 'revenue', label: 'Revenue', color: 'teal.7' }]}
          valueFormatter={(pesos) => formatPeso(Math.round(pesos * 100))}
          withYAxis={false}
          gridAxis="none"
          tickLine="none"
          xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 24 }}
          barChartProps={{ accessibilityLayer: false }}
        />
      </div>
      <Text component="figcaption" fz="sm" c="dimmed" mt={4}>
        {summary}
      </Text>
    </figure>
  );
}
