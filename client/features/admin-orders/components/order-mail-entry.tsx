import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconClock, IconRefresh } from '@tabler/icons-react';
import type { MailState } from '../../../../shared/admin-constants.ts';
import type { OrderMailOutput } from '../../../../shared/schemas/admin-orders.ts';
import { momentText } from '../../../../shared/moment-text.ts';

/** How a mail's state looks on the order's timeline: its words, colour and bullet. */
export const MAIL_STATE_LOOK: Record<MailState, { label: string; color: string; icon: typeof IconCheck }> = {
  queued: { label: 'Queued', color: 'gray', icon: IconClock },
  sent: { label: 'Sent', color: 'green', icon: IconCheck },
  retrying: { label: 'Failed, retrying', color: 'orange', icon: IconRefresh },
  failed: { label: 'Failed', color: 'red', icon: IconAlertTriangle },
};

/** One mail sent for the order: what, to whom, where it stands (a failed one says why), and a way to send it again. */
export function MailEntry({ mail, onResend, resending }: { mail: OrderMailOutput; onResend: () => void; resending: boolean }) {
  const look = MAIL_STATE_LOOK[mail.state];
  const when = mail.sent_at ? `sent ${momentText(mail.sent_at)}` : `queued ${momentText(mail.queued_at)}`;
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
