import { Alert, Button, Group, Select, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconCheck, IconChevronRight, IconReceiptRefund, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { ORDER_STATUSES, orderStatusName, type OrderStatus } from '../../../../shared/constants.ts';
import { NOTE_TEMPLATE_BLANK } from '../../../../shared/setting-defaults.ts';
import { isCourier } from '../../../../shared/couriers.ts';
import { formatPesos } from '../../../../shared/money.ts';
import { momentText } from '../../../../shared/moment-text.ts';
import { type OrderOutput } from '../../../../shared/schemas/orders.ts';
import { ADMIN_ORDER_MESSAGES, MAX_ADMIN_NOTES_LENGTH, type UpdateOrderStatusInput } from '../../../../shared/schemas/admin-orders.ts';
import { askToConfirm } from '../../../components/ask-to-confirm.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { useDraft } from '../hooks/use-draft.ts';
import { useNoteTemplates } from '../hooks/use-note-templates.ts';
import { UPDATE_STATUS_FAILED, useUpdateOrderStatus } from '../hooks/use-update-order-status.ts';
import { NoteTemplateMenu } from './note-template-menu.tsx';
import { ShippingFields } from './shipping-fields.tsx';

const STATUS_OPTIONS = ORDER_STATUSES.map((status) => ({ value: status, label: orderStatusName(status) }));

/** A template's blank amount (`₱…`). */
const PESO_BLANK = '₱…';

/**
 * A template's blank amount filled with what the buyer is short (audit C-13: "Amount short by ₱…" the
 * app knows), when they said how much they sent and it is less than the total; else left to type.
 */
function withShortfall(template: string, order: OrderOutput): string {
  const short = order.amount_sent === null ? 0 : order.total_amount - order.amount_sent;
  return short > 0 ? template.replace(PESO_BLANK, formatPesos(short)) : template;
}

/** Which button sent the update, so that one alone shows it is working. */
type Action = 'approve' | 'reject' | 'fix' | 'update';

/** Audit C-2: a cancel releases the pieces and mails the buyer, so it is asked first, and the gentler way is named. */
function askToCancel(orderId: number, confirmLabel: string, onConfirm: () => void): void {
  askToConfirm({
    title: `Cancel order #${orderId}?`,
    message:
      'Its pieces go back on sale and the buyer is mailed that the order was cancelled. If the payment only needs fixing (short, or the proof does not show it), choose Ask for a payment fix instead: the pieces stay held for the buyer.',
    confirmLabel,
    keepLabel: 'Keep order',
    onConfirm,
  });
}

type Props = {
  order: OrderOutput;
  /** The order below this one in the list, offered once an update is confirmed: deciding the next is the next step. */
  nextOrder: { id: number; open: () => void } | null;
};

/**
 * Status, notes and shipping of one order (docs/product/pieces-and-orders.md "Order status": any status, no transition rules). A pending order
 * is approved or rejected (cancelled) in one tap, with the note as it stands; a note template fills
 * the note and selects its blank (`…`) for the owner to type over. Courier and tracking number show
 * when the order is or is being shipped. One message answers an update, next to the buttons, and stays
 * until the owner edits again. Mount it with the order's id as its key, so opening another order starts
 * from that order's values. While it is open, another admin may set the order: a field the owner has
 * not touched shows the new value, one being edited keeps what the owner typed.
 */
export function OrderStatusForm({ order, nextOrder }: Props) {
  const [status, setStatus] = useDraft<OrderStatus>(order.status);
  const [notes, setNotes] = useDraft(order.admin_notes ?? '');
  const [courier, setCourier] = useDraft(order.courier && isCourier(order.courier) ? order.courier : null);
  const [trackingNumber, setTrackingNumber] = useDraft(order.tracking_number ?? '');
  const [noTracking, setNoTracking] = useState(false);
  const [trackingMissing, setTrackingMissing] = useState(false);
  const [fixNoteMissing, setFixNoteMissing] = useState(false);
  const [action, setAction] = useState<Action>('update');
  const templates = useNoteTemplates();
  const notesField = useRef<HTMLTextAreaElement>(null);
  const [filledFromTemplate, setFilledFromTemplate] = useState(0);
  const update = useUpdateOrderStatus();

  const shipping = status === 'shipped';
  // Becoming shipped: the number, or "No tracking number" ticked, before the "on its way" mail goes.
  const shippingNow = shipping && order.status !== 'shipped';
  const unchanged =
    status === order.status &&
    notes.trim() === (order.admin_notes ?? '') &&
    (!shipping || (courier === order.courier && trackingNumber.trim() === (order.tracking_number ?? '')));

  // A template with a blank: the blank is selected, so what the owner types replaces it.
  useEffect(() => {
    const field = notesField.current;
    const blank = field ? NOTE_TEMPLATE_BLANK.exec(field.value) : null;
    if (!field || !blank) return;
    field.focus();
    field.setSelectionRange(blank.index, blank.index + blank[0].length);
  }, [filledFromTemplate]);

  /** Any edit ends the last update's message: it spoke of values that are no longer the form's. */
  const edited = <T,>(set: (value: T) => void) => (value: T) => {
    if (!update.isPending) update.reset();
    set(value);
  };

  const send = (sent: Action, input: Omit<UpdateOrderStatusInput, 'id'>) => {
    setAction(sent);
    update.mutate({ id: order.id, admin_notes: notes, ...input });
  };
  /** The note is what the buyer must fix: the mail carries it, so it is asked for. */
  const askForFix = (sent: Action) => {
    if (!notes.trim()) {
      setFixNoteMissing(true);
      notesField.current?.focus();
      return;
    }
    send(sent, { status: 'awaiting_payment_fix' });
  };
  const deciding = order.status === 'pending' || order.status === 'awaiting_payment_fix';

  return (
    <Stack
      component="form"
      gap="sm"
      aria-label="Update order status"
      onSubmit={(event) => {
        event.preventDefault();
        if (shippingNow && !trackingNumber.trim() && !noTracking) {
          setTrackingMissing(true);
          return;
        }
        if (status === 'awaiting_payment_fix' && order.status !== status) {
          askForFix('update');
          return;
        }
        const input = { status, ...(shipping && { courier, tracking_number: trackingNumber }) };
        if (status === 'cancelled' && order.status !== 'cancelled') askToCancel(order.id, 'Cancel order', () => send('update', input));
        else send('update', input);
      }}
    >
      <Title order={4}>Update Status</Title>
      <Group justify="space-between" align="flex-end" wrap="nowrap" gap="xs">
        <Text component="label" htmlFor={`order-${order.id}-notes`} size="sm" fw={500}>
          Admin notes
        </Text>
        <NoteTemplateMenu
          templates={templates}
          onPick={(template) => {
            edited(setNotes)(withShortfall(template, order));
            setFilledFromTemplate((count) => count + 1);
          }}
        />
      </Group>
      <Textarea
        id={`order-${order.id}-notes`}
        ref={notesField}
        description="Visible to the customer in My Orders."
        value={notes}
        onChange={(event) => {
          setFixNoteMissing(false);
          edited(setNotes)(event.currentTarget.value);
        }}
        error={fixNoteMissing ? ADMIN_ORDER_MESSAGES.fixNoteRequired : undefined}
        maxLength={MAX_ADMIN_NOTES_LENGTH}
        autosize
        minRows={3}
        maxRows={8}
      />
      {order.status === 'awaiting_payment_fix' && order.payment_fix_due_at && (
        <Alert color="orange" variant="light" title="Awaiting payment fix">
          The pieces are held for the buyer until {momentText(order.payment_fix_due_at)}; then the order is cancelled. A new proof from the buyer makes it
          pending again.
        </Alert>
      )}
      {deciding && (
        <SimpleGrid cols={2} spacing="sm">
          <Button
            h={44}
            leftSection={<IconCheck size={18} />}
            loading={update.isPending && action === 'approve'}
            disabled={update.isPending && action !== 'approve'}
            onClick={() => send('approve', { status: 'approved' })}
          >
            Approve
          </Button>
          <Button
            color="red.9" // red.6 on the page's cream is short of AA contrast
            variant="outline"
            h={44}
            leftSection={<IconX size={18} />}
            loading={update.isPending && action === 'reject'}
            disabled={update.isPending && action !== 'reject'}
            onClick={() => askToCancel(order.id, 'Reject order', () => send('reject', { status: 'cancelled' }))}
          >
            Reject
          </Button>
          {order.status === 'pending' && (
            <Button
              style={{ gridColumn: '1 / -1' }}
              variant="outline"
              color="orange.9"
              h={44}
              leftSection={<IconReceiptRefund size={18} />}
              loading={update.isPending && action === 'fix'}
              disabled={update.isPending && action !== 'fix'}
              onClick={() => askForFix('fix')}
            >
              Ask for a payment fix
            </Button>
          )}
        </SimpleGrid>
      )}
      <Select<OrderStatus>
        label="Status"
        data={STATUS_OPTIONS}
        value={status}
        onChange={(next) => next && edited(setStatus)(next)}
        allowDeselect={false}
        styles={{ input: { minHeight: 44 } }} // a thumb's target
      />
      {shipping && (
        <ShippingFields
          courier={courier}
          trackingNumber={trackingNumber}
          onCourierChange={edited(setCourier)}
          onTrackingNumberChange={edited((value: string) => {
            setTrackingMissing(false);
            setTrackingNumber(value);
          })}
          noTracking={shippingNow ? noTracking : null}
          onNoTrackingChange={edited((value: boolean) => {
            setTrackingMissing(false);
            setNoTracking(value);
          })}
          trackingError={trackingMissing ? ADMIN_ORDER_MESSAGES.trackingRequired : null}
        />
      )}
      <Button
        type="submit"
        variant={deciding ? 'default' : 'filled'}
        loading={update.isPending && action === 'update'}
        disabled={unchanged || (update.isPending && action !== 'update')}
        w="fit-content"
        h={44}
      >
        Update Status
      </Button>
      {update.isSuccess && (
        <Alert color="green" role="status">
          <Group justify="space-between" gap="xs">
            {ADMIN_ORDER_MESSAGES.statusUpdated}
            {nextOrder && (
              <Button size="sm" h={44} variant="white" rightSection={<IconChevronRight size={16} />} onClick={nextOrder.open}>
                Next order #{nextOrder.id}
              </Button>
            )}
          </Group>
        </Alert>
      )}
      {update.isError && (
        <Alert color="red" role="alert">
          {errorMessage(update.error, UPDATE_STATUS_FAILED)}
        </Alert>
      )}
    </Stack>
  );
}
