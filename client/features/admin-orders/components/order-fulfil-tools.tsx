import { Button, CopyButton, Group, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCopy, IconPrinter } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { OrderOutput } from '../../../../shared/schemas/orders.ts';
import { addressBlock } from '../address-block.ts';

/** Packing one order: its address to paste into the courier's app, and its packing slip to print. */
export function OrderFulfilTools({ order }: { order: OrderOutput }) {
  return (
    <Group gap="sm">
      <CopyButton value={addressBlock(order)} timeout={3000}>
        {({ copied, copy }) => (
          <>
            <Button
              variant={copied ? 'filled' : 'light'}
              color={copied ? 'green' : undefined}
              leftSection={copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
              h={44}
              onClick={copy}
            >
              {copied ? 'Copied' : 'Copy address'}
            </Button>
            <VisuallyHidden role="status">{copied ? 'Address copied' : ''}</VisuallyHidden>
          </>
        )}
      </CopyButton>
      <Button
        renderRoot={(props) => <Link to="/admin-packing-slips" search={{ order: order.id }} {...props} />}
        variant="light"
        leftSection={<IconPrinter size={18} />}
        h={44}
      >
        Packing slip
      </Button>
    </Group>
  );
}
