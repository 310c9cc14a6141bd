import { Button, Modal, Stack, Text } from '@mantine/core';
import { formatCountdown } from '../../../lib/format-countdown.ts';
import { useReleaseReservation } from '../hooks/use-release-reservation.ts';
import { useSecondsLeft } from '../hooks/use-seconds-left.ts';

type KeepReservationQuestionProps = {
  /** Mounted for as long as checkout is, so the modal stack sees it close (it forgets an unmounted one). */
  opened: boolean;
  /** When the reservation ends by itself (epoch ms). */
  deadline: number;
  /** Keep or release: either way checkout closes. */
  onDecided: () => void;
  /** Neither: back to checkout. */
  onBack: () => void;
};

/**
 * Asked when a buyer closes checkout while their pieces are reserved: keep them reserved for the
 * time left (and come back to pay), or let them go so other shoppers can buy them now.
 */
export function KeepReservationQuestion({ opened, deadline, onDecided, onBack }: KeepReservationQuestionProps) {
  const release = useReleaseReservation(onDecided);
  // Checkout's own countdown, still running beneath this question, ends everything on expiry.
  const secondsLeft = useSecondsLeft(deadline, () => undefined);
  return (
    <Modal
      stackId="keep-reservation"
      opened={opened}
      onClose={onBack}
      title="Keep your reservation?"
      closeButtonProps={{ 'aria-label': 'Back to checkout' }}
      centered
    >
      <Stack gap="md">
        <Text>
          Your pieces stay reserved for you for another <strong>{formatCountdown(secondsLeft)}</strong>, so you can come back and
          finish checking out. If you release them, other shoppers can buy them right away. Either way they stay in your cart.
        </Text>
        <Button size="md" onClick={onDecided} disabled={release.isPending}>
          Keep my reservation
        </Button>
        <Button size="md" variant="default" onClick={() => release.mutate()} loading={release.isPending}>
          Release the pieces
        </Button>
      </Stack>
    </Modal>
  );
}
