import { Group, Stack, Text } from '@mantine/core';
import { countdownAnnouncement, countdownParts } from '../countdown.ts';

/** Each unit, named in full on the drop's page and short in the home strip, where the way in shares the line. */
const UNITS = [
  ['days', 'Days', 'Days'],
  ['hours', 'Hours', 'Hrs'],
  ['minutes', 'Minutes', 'Min'],
  ['seconds', 'Seconds', 'Sec'],
] as const;

type Props = { remainingMs: number; size?: 'lg' | 'sm' };

/**
 * Days, hours, minutes and seconds to the drop. The boxes tick every second for the eye and are hidden
 * from screen readers; a polite live region beside them says the time to the minute.
 */
export function DropCountdown({ remainingMs, size = 'lg' }: Props) {
  const parts = countdownParts(remainingMs);
  const big = size === 'lg';
  return (
    <div>
      <Group gap={big ? 'sm' : 6} wrap="nowrap" aria-hidden="true" data-testid="drop-countdown">
        {UNITS.map(([unit, label, short]) => (
          <Stack key={unit} gap={0} align="center" miw={big ? 64 : 40}>
            <Text fw={700} fz={big ? 32 : 18} lh={1.1} ff="monospace" data-unit={unit}>
              {String(parts[unit]).padStart(2, '0')}
            </Text>
            <Text fz="xs" c="dimmed" tt="uppercase">
              {big ? label : short}
            </Text>
          </Stack>
        ))}
      </Group>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {countdownAnnouncement(remainingMs)}
      </p>
    </div>
  );
}
