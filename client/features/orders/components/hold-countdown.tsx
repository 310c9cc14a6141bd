import { Alert, Text } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { formatCountdown } from '../../../lib/format-countdown.ts';
import { useSecondsLeft } from '../hooks/use-seconds-left.ts';

type HoldCountdownProps = { deadline: number; onExpire: () => void };

/** docs/product/pieces-and-orders.md "Hold": while the hold lasts, the buyer sees how long the pieces stay theirs. Ticks on its own. */
export function HoldCountdown({ deadline, onExpire }: HoldCountdownProps) {
  const secondsLeft = useSecondsLeft(deadline, onExpire);
  return (
    <Alert color="green" variant="light" icon={<IconClockHour4 size={20} aria-hidden />} py="xs">
      <Text fw={600} span>
        Reserved for you!
      </Text>{' '}
      <Text span ff="monospace" fw={700} role="timer" aria-label="Time left on your reservation">
        {formatCountdown(secondsLeft)}
      </Text>
    </Alert>
  );
}
