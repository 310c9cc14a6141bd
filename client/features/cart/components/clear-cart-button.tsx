import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';

type Props = { count: number; clearing: boolean; onClear: () => void };

/**
 * "Clear cart" asks before it empties the cart (audit A-25: it sat beside "Continue shopping" and
 * emptied it in one tap). Asked in place, not in a modal: the storefront loads no modal manager.
 */
export function ClearCartButton({ count, clearing, onClear }: Props) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Button variant="subtle" color="red" className="tap-target" onClick={() => setAsking(true)}>
        Clear cart
      </Button>
    );
  }
  return (
    <Group gap="xs" role="group" aria-label="Clear the cart?">
      <Text size="sm">{count === 1 ? 'Remove the piece?' : `Remove all ${count} pieces?`}</Text>
      <Button variant="default" className="tap-target" onClick={() => setAsking(false)} disabled={clearing}>
        Keep them
      </Button>
      <Button color="red.9" className="tap-target" loading={clearing} onClick={onClear}>
        Clear cart
      </Button>
    </Group>
  );
}
