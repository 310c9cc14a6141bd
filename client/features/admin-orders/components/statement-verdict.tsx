import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClock } from '@tabler/icons-react';
import { momentText } from '../../../../shared/moment-text.ts';
import type { StatementMatchOutput } from '../../../../shared/schemas/payment-statements.ts';
import { statementVerdictWords } from '../statement-verdict-words.ts';

const ICONS = { green: IconCircleCheck, red: IconAlertTriangle, orange: IconAlertTriangle, gray: IconClock } as const;

/** What the owner's statements said of an order's payment: the verdict, the line it rests on, and when it was checked. */
export function StatementVerdict({ match, totalAmount }: { match: StatementMatchOutput; totalAmount: number }) {
  const words = statementVerdictWords(match, totalAmount);
  const Icon = ICONS[words.color];
  return (
    <Alert color={words.color} variant="light" icon={<Icon size={20} aria-hidden />} title={words.title}>
      <Text size="sm">{words.text}</Text>
      <Text size="xs" c="dimmed" mt={4}>
        Statement checked {momentText(match.checked_at)}
      </Text>
    </Alert>
  );
}
