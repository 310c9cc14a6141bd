import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import type { AdminProductOutput } from '../../../../shared/schemas/admin-catalog.ts';
import { askToConfirm } from '../../../components/ask-to-confirm.ts';
import type { useManualStates } from '../hooks/use-manual-states.ts';
import { ProductRecordDialog } from './product-record-dialog.tsx';
import { ReserveDialog } from './reserve-dialog.tsx';

type Props = { product: AdminProductOutput; states: ReturnType<typeof useManualStates> };

/**
 * A piece's manual states (design.md §2 "Manual states"): "Mark as sold" or "Undo sold", "Reserve for…" or "End
 * reservation", and its record. They wrap onto more lines on a phone; each is a full thumb's size.
 */
export function ManualStateActions({ product, states }: Props) {
  const [reserving, setReserving] = useState(false);
  const [showRecord, setShowRecord] = useState(false);
  const { markSold, unmarkSold, reserve, endReservation, busy } = states;
  // Only an order makes a piece Pending, and only an order or the mark makes it Sold: neither can be marked or reserved.
  const open = product.status === 'Available' || product.status === 'OnHold';
  const label = (action: string) => `${action}: ${product.name}`;

  const confirmMarkSold = () =>
    askToConfirm({
      title: 'Mark as sold',
      message: `Mark “${product.name}” as sold elsewhere? Shoppers see it SOLD, and any hold or reservation on it ends.`,
      confirmLabel: 'Mark as sold',
      destructive: false,
      onConfirm: () => markSold.mutate({ id: product.id }),
    });

  return (
    <Group gap="xs">
      {open && (
        <Button size="xs" variant="default" className="tap-target" disabled={busy} aria-label={label('Mark as sold')} onClick={confirmMarkSold}>
          Mark as sold
        </Button>
      )}
      {product.marked_sold_at && (
        <Button size="xs" variant="default" className="tap-target" disabled={busy} aria-label={label('Undo sold')} onClick={() => unmarkSold.mutate({ id: product.id })}>
          Undo sold
        </Button>
      )}
      {open && !product.reserved_for && (
        <Button
          size="xs"
          variant="default"
          className="tap-target"
          disabled={busy}
          aria-label={label('Reserve for…')}
          onClick={() => {
            reserve.reset();
            setReserving(true);
          }}
        >
          Reserve for…
        </Button>
      )}
      {product.reserved_for && (
        <Button size="xs" variant="default" className="tap-target" disabled={busy} aria-label={label('End reservation')} onClick={() => endReservation.mutate({ id: product.id })}>
          End reservation
        </Button>
      )}
      <Button size="xs" variant="subtle" className="tap-target" aria-label={label('Record')} onClick={() => setShowRecord(true)}>
        Record
      </Button>
      {reserving && (
        <ReserveDialog
          product={product}
          opened={reserving}
          onClose={() => setReserving(false)}
          busy={reserve.isPending}
          error={reserve.error}
          onReserve={(input) => reserve.mutate(input, { onSuccess: () => setReserving(false) })}
        />
      )}
      <ProductRecordDialog productId={showRecord ? product.id : null} name={product.name} onClose={() => setShowRecord(false)} />
    </Group>
  );
}
