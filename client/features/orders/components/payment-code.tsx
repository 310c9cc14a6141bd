import { Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatPeso } from '../../../../shared/money.ts';
import { CopyValueButton } from '../../../components/copy-value-button.tsx';
import { trpc } from '../../../lib/trpc.ts';

/** The owner's code, as checkout shows it beside "Amount to pay" while the hold runs (docs/product/payment-codes.md). */
export function PaymentCode({ province }: { province: string | null }) {
  const code = useQuery(trpc.paymentCodes.forCheckout.queryOptions({ province })).data;
  if (!code) return null;
  const { recipient } = code;
  const amount = formatPeso(code.amount_centavos);
  const where = [recipient.institution ?? recipient.bic, recipient.account].filter(Boolean).join(' · ');
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="payment-code-title">
      <Stack gap="xs" align="center">
        <Text fw={700} id="payment-code-title">
          Scan to pay
        </Text>
        <img
          src={code.picture}
          width={220}
          height={220}
          style={{ maxWidth: '100%', height: 'auto' }}
          alt={code.carries_amount ? `QR code paying ${amount} to ${recipient.name}` : `QR code paying ${recipient.name}`}
        />
        <Text size="sm" ta="center">
          {code.carries_amount
            ? `Scan it with GCash, Maya or your bank's app: ${amount} is filled in.`
            : "Scan it with GCash, Maya or your bank's app, then type this amount:"}
        </Text>
        {!code.carries_amount && (
          <Text fz="xl" fw={700} data-amount-in-code>
            {amount}
          </Text>
        )}
        <Text size="sm" c="dimmed" ta="center">
          Pays {recipient.name}
          {where && ` (${where})`}
        </Text>
        <Group gap="xs" justify="center">
          <CopyValueButton value={(code.amount_centavos / 100).toFixed(2)} label="Copy amount" miw={132} />
          {code.account_number && <CopyValueButton value={code.account_number} label="Copy account no." miw={132} />}
        </Group>
      </Stack>
    </Paper>
  );
}
