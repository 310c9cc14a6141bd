import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { MANUAL_STATE_MESSAGES, type AdminProductOutput } from '../../../../shared/schemas/admin-catalog.ts';
import { fromShopDateTimeInput, shopDateTimeInput } from '../../../../shared/shop-time.ts';
import { errorMessage } from '../../../lib/errors.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A claim in a live is usually paid within a day or a few. */
const QUICK_DAYS = [1, 3, 7] as const;

type Props = {
  product: AdminProductOutput;
  opened: boolean;
  onClose: () => void;
  onReserve: (input: { id: number; reserved_for: string; reserved_until: string }) => void;
  busy: boolean;
  error: unknown;
};

/** "Reserve for…": a name or Instagram handle, and until when, entered in Manila time. */
export function ReserveDialog({ product, opened, onClose, onReserve, busy, error }: Props) {
  const [reservedFor, setReservedFor] = useState('');
  const [until, setUntil] = useState(() => shopDateTimeInput(new Date(Date.now() + DAY_MS)));
  const [untilError, setUntilError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const instant = fromShopDateTimeInput(until);
    if (!instant) {
      setUntilError(MANUAL_STATE_MESSAGES.reservedUntilInvalid);
      return;
    }
    setUntilError(null);
    onReserve({ id: product.id, reserved_for: reservedFor, reserved_until: instant.toISOString() });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={`Reserve “${product.name}”`} fullScreen={false} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="For (name or Instagram handle)"
            placeholder="@maria"
            required
            maxLength={100}
            value={reservedFor}
            onChange={(event) => setReservedFor(event.currentTarget.value)}
            data-autofocus
          />
          <TextInput
            type="datetime-local"
            label="Until (Manila time)"
            required
            value={until}
            onChange={(event) => setUntil(event.currentTarget.value)}
            error={untilError}
          />
          <Group gap="xs" role="group" aria-label="Quick choices">
            {QUICK_DAYS.map((days) => (
              <Button
                key={days}
                variant="default"
                size="xs"
                className="tap-target"
                onClick={() => setUntil(shopDateTimeInput(new Date(Date.now() + days * DAY_MS)))}
              >
                {days === 1 ? '1 day' : `${days} days`}
              </Button>
            ))}
          </Group>
          {error !== null && <Alert color="red">{errorMessage(error)}</Alert>}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose} className="tap-target">
              Cancel
            </Button>
            <Button type="submit" loading={busy} className="tap-target">
              Reserve
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
