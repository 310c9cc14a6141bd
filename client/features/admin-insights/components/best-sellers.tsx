import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { RankedFigures } from '../../../../shared/schemas/insights.ts';
import { formatPeso } from '../../../../shared/money.ts';

function Ranking({ title, rows }: { title: string; rows: RankedFigures[] }) {
  return (
    <Stack gap={4}>
      <Title order={4} fz="md">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed" fz="sm">
          No sales yet.
        </Text>
      ) : (
        <Stack component="ol" gap={2} m={0} ps="lg">
          {rows.map((row) => (
            <li key={row.name}>
              <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {row.name}: {row.pieces} sold, {formatPeso(row.revenueCentavos)}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** The 30 days' best brands, sizes and garment types, by pieces sold. */
export function BestSellers({ brands, sizes, garmentTypes }: { brands: RankedFigures[]; sizes: RankedFigures[]; garmentTypes: RankedFigures[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <Ranking title="Brands" rows={brands} />
      <Ranking title="Sizes" rows={sizes} />
      <Ranking title="Garment types" rows={garmentTypes} />
    </SimpleGrid>
  );
}
