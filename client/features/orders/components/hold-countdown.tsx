import { Alert, Box, Text } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { formatCountdown } from '../../../lib/format-countdown.ts';
import { useSecondsLeft } from '../hooks/use-seconds-left.ts';

/** Mantine's Modal header: sticky at the top of the modal's scrolling content, and this tall on one line. */
const MODAL_HEADER = 'calc(3.75rem * var(--mantine-scale))';

/**
 * How far from the top of the checkout's scrolling content a field must stop to be seen, when the
 * browser scrolls one into view (focus, a picked file): below the header and this countdown.
 */
export const HOLD_COUNTDOWN_CLEARANCE = `calc(${MODAL_HEADER} + 4.5rem)`;

type HoldCountdownProps = { deadline: number; onExpire: () => void };

/**
 * docs/product/pieces-and-orders.md "Hold": while the hold lasts, the buyer sees how long the pieces stay theirs. Ticks on its own.
 * It sticks under the modal's header (audit A-3), so a buyer scrolled down to the proof on a phone still
 * sees the time left; it keeps its place in the page, so nothing moves when it sticks, on a background
 * of its own that content scrolls under.
 */
export function HoldCountdown({ deadline, onExpire }: HoldCountdownProps) {
  const secondsLeft = useSecondsLeft(deadline, onExpire);
  return (
    <Box pos="sticky" top={MODAL_HEADER} bg="var(--mantine-color-body)" pb="xs" style={{ zIndex: 2 }} data-hold-countdown>
      <Alert color="green" variant="light" icon={<IconClockHour4 size={20} aria-hidden />} py="xs">
        <Text fw={600} span>
          Reserved for you!
        </Text>{' '}
        <Text span ff="monospace" fw={700} role="timer" aria-label="Time left on your reservation">
          {formatCountdown(secondsLeft)}
        </Text>
      </Alert>
    </Box>
  );
}
