import { Text } from '@mantine/core';
import { formatCountdown } from '../../../lib/format-countdown.ts';
import { useSecondsUntil } from '../../../lib/live/use-seconds-until.ts';

type HoldTimeLeftProps = { expiresAt: string; whose: 'yours' | 'another' };

const WORDS = {
  yours: { before: '', after: ' left', label: 'Time left on your hold' },
  another: { before: 'May come free in ', after: '', label: "Time until the other shopper's hold ends" },
} as const;

/**
 * A line's hold, counting down in m:ss beside its badge (audit A-14, B-6). Monospaced digits in a box
 * as wide as "00:00", so nothing beside them moves as they tick or lose a digit.
 */
export function HoldTimeLeft({ expiresAt, whose }: HoldTimeLeftProps) {
  const seconds = useSecondsUntil(expiresAt);
  const words = WORDS[whose];
  return (
    <Text span size="sm" c="dimmed">
      {words.before}
      <Text span inherit ff="monospace" display="inline-block" miw="5ch" ta="center" role="timer" aria-label={words.label}>
        {formatCountdown(seconds)}
      </Text>
      {words.after}
    </Text>
  );
}
