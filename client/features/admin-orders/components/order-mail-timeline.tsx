import '@mantine/core/styles/Timeline.css';
import { Alert, Badge, Button, Group, Skeleton, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconClock, IconRefresh } from '@tabler/icons-react';
import type { MailState } from '../../../../shared/constants.ts';
import type { OrderMailOutput } from '../../../../shared/schemas/orders.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { useOrderMails, useResendOrderMail } from '../hooks/use-order-mails.ts';

const STATE_LOOK: Record<MailState, { label: string; color: string; icon: typeof IconCheck }> = {
  queued: { label: 'Queued', color: 'gray', icon: IconClock },
  sent: { label: 'Sent', color: 'green', icon: IconCheck },
  retrying: { label: 'Failed, retrying', color: 'orange', icon: IconRefresh },
  failed: { label: 'Failed', color: 'red', icon: IconAlertTriangle },
};

function MailEntry({ mail, onResend, resending }: { mail: OrderMailOutput; onResend: () => void; resending: boolean }) {
  const look = STATE_LOOK[mail.state];
  const when = mail.sent_at ? `sent ${formatDate(mail.sent_at)}` : `queued ${formatDate(mail.queued_at)}`;
  return (
    <Stack gap={4}>
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text fw={600} size="sm">
          {mail.label}
        </Text>
        <Badge color={look.color} variant="light">
          {look.label}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed">
        {[mail.recipient ? `to ${mail.recipient}` : null, when, mail.attempts > 1 ? `${mail.attempts} attempts` : null].filter(Boolean).join(' · ')}
      </Text>
      {mail.last_error && mail.state !== 'sent' && (
        <Text size="xs" c="red">
          {mail.last_error}
        </Text>
      )}
      <Button size="compact-sm" variant="subtle" w="fit-content" h={44} px={0} loading={resending} onClick={onResend}>
        Resend
      </Button>
    </Stack>
  );
}

/** Every mail sent for the order, oldest first, and where each stands; a failed one says why, and any can be resent. */
export function OrderMailTimeline({ orderId }: { orderId: number }) {
  const mails = useOrderMails(orderId);
  const resend = useResendOrderMail(orderId);
  return (
    <Stack gap="sm">
      <Title order={4}>Mails</Title>
      {mails.isPending && <Skeleton h={80} aria-label="Loading mails" />}
      {mails.isError && <Alert color="red">{errorMessage(mails.error, 'The mails could not be loaded.')}</Alert>}
      {mails.isSuccess && mails.data.mails.length === 0 && (
        <Text size="sm" c="dimmed">
          No mail was sent for this order.
        </Text>
      )}
      {mails.isSuccess && mails.data.mails.length > 0 && (
        <Timeline bulletSize={22} lineWidth={2} active={-1}>
          {mails.data.mails.map((mail) => {
            const Icon = STATE_LOOK[mail.state].icon;
            return (
              <Timeline.Item key={mail.id} bullet={<Icon size={12} />} color={STATE_LOOK[mail.state].color}>
                <MailEntry
                  mail={mail}
                  resending={resend.isPending && resend.variables.mail_id === mail.id}
                  onResend={() => resend.mutate({ id: orderId, mail_id: mail.id })}
                />
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
    </Stack>
  );
}
