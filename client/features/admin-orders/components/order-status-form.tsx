import { Alert, Button, Select, Stack, Textarea, Title } from '@mantine/core';
import { useEffect } from 'react';
import { ADMIN_MESSAGE_MS, ORDER_STATUSES, type OrderStatus } from '../../../../shared/constants.ts';
import { ADMIN_ORDER_MESSAGES, MAX_ADMIN_NOTES_LENGTH } from '../../../../shared/schemas/orders.ts';
import type { OrderOutput } from '../../../../shared/schemas/orders.ts';
import { orderStatusLabel } from '../../../components/orders/order-status-badge.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { useDraft } from '../hooks/use-draft.ts';
import { UPDATE_STATUS_FAILED, useUpdateOrderStatus } from '../hooks/use-update-order-status.ts';

const STATUS_OPTIONS = ORDER_STATUSES.map((status) => ({ value: status, label: orderStatusLabel(status) }));

/**
 * Status and notes of one order (spec §4: any status, no transition rules). Mount it with the order's
 * id as its key, so opening another order starts from that order's values and messages. While it is
 * open, another admin may set the order: a field the owner has not touched shows the new value, one
 * being edited keeps what the owner typed.
 */
export function OrderStatusForm({ order }: { order: OrderOutput }) {
  const [status, setStatus] = useDraft<OrderStatus>(order.status);
  const [notes, setNotes] = useDraft(order.admin_notes ?? '');
  const update = useUpdateOrderStatus();
  const unchanged = status === order.status && notes.trim() === (order.admin_notes ?? '');

  const { isSuccess, reset } = update;
  useEffect(() => {
    if (!isSuccess) return;
    const timer = setTimeout(reset, ADMIN_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [isSuccess, reset]);

  return (
    <Stack
      component="form"
      gap="sm"
      aria-label="Update order status"
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate({ id: order.id, status, admin_notes: notes });
      }}
    >
      <Title order={4}>Update Status</Title>
      <Select<OrderStatus>
        label="Status"
        data={STATUS_OPTIONS}
        value={status}
        onChange={(next) => next && setStatus(next)}
        allowDeselect={false}
        styles={{ input: { minHeight: 44 } }} // a thumb's target
      />
      <Textarea
        label="Admin notes"
        description="Visible to the customer in My Orders."
        value={notes}
        onChange={(event) => setNotes(event.currentTarget.value)}
        maxLength={MAX_ADMIN_NOTES_LENGTH}
        autosize
        minRows={3}
        maxRows={8}
      />
      {update.isSuccess && <Alert color="green">{ADMIN_ORDER_MESSAGES.statusUpdated}</Alert>}
      {update.isError && <Alert color="red">{errorMessage(update.error, UPDATE_STATUS_FAILED)}</Alert>}
      <Button type="submit" loading={update.isPending} disabled={unchanged} w="fit-content" h={44}>
        Update Status
      </Button>
    </Stack>
  );
}
