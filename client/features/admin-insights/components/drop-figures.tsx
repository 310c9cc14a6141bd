import { Box, Stack, Text } from '@mantine/core';
import type { DropFigures as Drop } from '../../../../shared/schemas/insights.ts';
import { percentText, sellOutText } from '../insight-text.ts';

/**
 * How much of the drop sold, drawn; the words below say it. Two boxes rather than Mantine's Progress:
 * that would be a chunk of its own, shared with checkout, whose name every shopper's first load lists.
 */
function SoldBar({ share }: { share: number }) {
  return (
    <Box aria-hidden mt={4} h={8} bg="gray.2" style={{ borderRadius: 4, overflow: 'hidden' }}>
      <Box h="100%" w={`${Math.round(share * 100)}%`} bg="teal.7" />
    </Box>
  );
}

/** The last opened drops, newest first: how much of each sold, and how fast a sold-out one went. */
export function DropFigures({ drops }: { drops: Drop[] }) {
  if (drops.length === 0) return <Text c="dimmed">No drop has opened yet.</Text>;
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {drops.map((drop) => {
        const share = drop.pieces === 0 ? null : drop.sold / drop.pieces;
        return (
          <li key={drop.id}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {drop.name}
            </Text>
            <SoldBar share={share ?? 0} />
            <Text fz="sm" c="dimmed">
              {drop.sold} of {drop.pieces} sold ({percentText(share)})
              {drop.minutesToSellOut !== null && ` · sold out in ${sellOutText(drop.minutesToSellOut)}`}
            </Text>
          </li>
        );
      })}
    </Stack>
  );
}
