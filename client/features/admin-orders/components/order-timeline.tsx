import '@mantine/core/styles/Timeline.css';
import { Alert, Skeleton, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconArrowsExchange, IconChecklist, IconEye, IconFileSpreadsheet, IconNote, IconReceiptRefund, IconTruck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { OrderEventKind } from '../../../../shared/admin-constants.ts';
import type { OrderEventOutput } from '../../../../shared/schemas/admin-orders.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { momentText } from '../../../../shared/moment-text.ts';
import { useOrderEvents } from '../hooks/use-order-events.ts';
import { useOrderMails, useResendOrderMail } from '../hooks/use-order-mails.ts';
import { orderEventWords } from '../order-event-words.ts';
import { MAIL_STATE_LOOK, MailEntry } from './order-mail-entry.tsx';

const EVENT_ICONS: Record<OrderEventKind, typeof IconNote> = {
  status: IconArrowsExchange,
  note: IconNote,
  shipping: IconTruck,
  'payment-check': IconChecklist,
  'payment-fix': IconReceiptRefund,
  'proof-viewed': IconEye,
  exported: IconFileSpreadsheet,
};

/** One line of the history, an admin's act or a mail, placed by when it happened. */
type Entry = { key: string; at: string; color: string; bullet: ReactNode; content: ReactNode };

function EventEntry({ event }: { event: OrderEventOutput }) {
  const note = event.kind === 'note' && typeof event.detail.note === 'string' ? event.detail.note : null;
  return (
    <Stack gap={2}>
      <Text fw={600} size="sm">
        {orderEventWords(event)}
      </Text>
      {note && (
        <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-line' }}>
          “{note}”
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {event.actor_email} · {momentText(event.created_at)}
      </Text>
    </Stack>
  );
}

/**
 * The order's history (design.md §2 "History"): who changed its status, note or shipping, ticked a payment
 * check, viewed its proof or exported it, and every mail it sent, in the order they happened. A failed
 * mail says why, and any mail can be resent. Both lists refetch when the order changes, here or live.
 */
export function OrderTimeline({ orderId }: { orderId: number }) {
  const events = useOrderEvents(orderId);
  const mails = useOrderMails(orderId);
  const resend = useResendOrderMail(orderId);

  const entries: Entry[] = [
    ...(events.data?.events ?? []).map((event) => {
      const Icon = EVENT_ICONS[event.kind];
      return { key: `event-${event.id}`, at: event.created_at, color: 'rust', bullet: <Icon size={12} />, content: <EventEntry event={event} /> };
    }),
    ...(mails.data?.mails ?? []).map((mail) => {
      const { icon: Icon, color } = MAIL_STATE_LOOK[mail.state];
      return {
        key: `mail-${mail.id}`,
        at: mail.queued_at,
        color,
        bullet: <Icon size={12} />,
        content: (
          <MailEntry
            mail={mail}
            resending={resend.isPending && resend.variables.mail_id === mail.id}
            onResend={() => resend.mutate({ id: orderId, mail_id: mail.id })}
          />
        ),
      };
    }),
  ];
  // ISO times in UTC sort as text; an act comes before the mail it caused, queued in the same moment.
  entries.sort((a, b) => a.at.localeCompare(b.at) || a.key.localeCompare(b.key));

  return (
    <Stack gap="sm" component="section" aria-label="History">
      <Title order={4}>History</Title>
      {(events.isPending || mails.isPending) && <Skeleton h={80} aria-label="Loading history" />}
      {events.isError && <Alert color="red">{errorMessage(events.error, 'The history could not be loaded.')}</Alert>}
      {mails.isError && <Alert color="red">{errorMessage(mails.error, 'The mails could not be loaded.')}</Alert>}
      {events.isSuccess && mails.isSuccess && entries.length === 0 && (
        <Text size="sm" c="dimmed">
          Nothing has happened to this order yet.
        </Text>
      )}
      {entries.length > 0 && (
        <Timeline bulletSize={22} lineWidth={2} active={-1}>
          {entries.map((entry) => (
            <Timeline.Item key={entry.key} bullet={entry.bullet} color={entry.color}>
              {entry.content}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Stack>
  );
}
