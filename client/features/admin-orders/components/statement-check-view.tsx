import { Alert, Anchor, Button, FileButton, Group, Paper, PasswordInput, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { orderStatusName } from '../../../../shared/constants.ts';
import { formatPeso, formatPesos } from '../../../../shared/money.ts';
import { momentText } from '../../../../shared/moment-text.ts';
import type { StatementCheckOutput } from '../../../../shared/schemas/payment-statements.ts';
import { errorMessage, fieldErrorsOf } from '../../../lib/errors.ts';
import { trpc } from '../../../lib/trpc.ts';
import { UPDATE_STATUS_FAILED, useUpdateOrderStatus } from '../hooks/use-update-order-status.ts';
import { StatementVerdict } from './statement-verdict.tsx';

type CheckedOrder = StatementCheckOutput['orders'][number];
type StatementLine = StatementCheckOutput['unmatched'][number];

/** One order's verdict, with Approve one tap away when the statement shows it paid and it is still pending. */
function CheckedOrderCard({ order }: { order: CheckedOrder }) {
  const update = useUpdateOrderStatus();
  const approvable = order.match.verdict === 'paid' && order.status === 'pending';
  return (
    <Paper withBorder radius="md" p="sm" component="li">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Anchor fw={700} mih={44} display="inline-flex" style={{ alignItems: 'center' }} renderRoot={(props) => <Link to="/admin-orders" search={{ order: order.id }} {...props} />}>
            Order #{order.id}
          </Anchor>
          <Text size="sm">
            {order.customer_name} · {formatPesos(order.total_amount)} · {orderStatusName(update.data?.status ?? order.status)}
          </Text>
        </Group>
        <StatementVerdict match={order.match} totalAmount={order.total_amount} />
        {approvable && !update.isSuccess && (
          <Button mih={44} w="fit-content" loading={update.isPending} onClick={() => update.mutate({ id: order.id, status: 'approved' })}>
            Approve order #{order.id}
          </Button>
        )}
        {update.isSuccess && (
          <Text size="sm" c="green.8" role="status">
            Approved: the buyer is mailed.
          </Text>
        )}
        {update.isError && <Alert color="red">{errorMessage(update.error, UPDATE_STATUS_FAILED)}</Alert>}
      </Stack>
    </Paper>
  );
}

const lineText = (line: StatementLine) => `${formatPeso(line.amount_centavos)} · ${momentText(line.at)}${line.reference ? ` · Ref No. ${line.reference}` : ''}`;

/**
 * The owner's statement against the orders waiting on their payment (docs/product/payment-codes.md
 * "Statement check"): pasted lines, a CSV export or GCash's locked PDF in, one verdict per order out, each kept with its
 * order for the order desk, and Approve one tap from a paid one. The statement itself is not kept.
 */
export function StatementCheckView() {
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const check = useMutation(trpc.admin.statements.check.mutationOptions());
  const errors = fieldErrorsOf(check.error);
  const checkFile = (chosen: File, typed: string) => {
    const form = new FormData();
    form.append('file', chosen);
    if (typed !== '') form.append('password', typed);
    check.mutate(form);
  };
  const choose = (chosen: File | null) => {
    if (!chosen) return;
    setFile(chosen);
    checkFile(chosen, password);
  };
  const result = check.data;
  return (
    <Stack gap="md">
      <Textarea
        label="Paste lines from your history"
        description="From GCash, Maya or your bank: each line with its date, amount and reference no."
        autosize
        minRows={4}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        error={errors.text}
      />
      <Group gap="xs">
        <Button mih={44} onClick={() => check.mutate({ text })} loading={check.isPending} disabled={text.trim() === ''}>
          Check pasted lines
        </Button>
        <FileButton accept=".pdf,.csv,application/pdf,text/csv,text/plain" onChange={choose}>
          {(props) => (
            <Button variant="default" mih={44} leftSection={<IconFileUpload size={18} aria-hidden />} {...props}>
              Upload GCash PDF or CSV
            </Button>
          )}
        </FileButton>
      </Group>
      {errors.file && (
        <Text size="sm" c="red" role="alert">
          {errors.file}
        </Text>
      )}
      {file && (errors.password !== undefined || password !== '') && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            checkFile(file, password);
          }}
        >
          <Stack gap="xs">
            <PasswordInput
              label={`Password of ${file.name}`}
              description="GCash locks the history it mails you; the password opens it here and is not kept."
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={errors.password}
              autoComplete="off"
            />
            <Button type="submit" mih={44} w="fit-content" loading={check.isPending}>
              Open and check
            </Button>
          </Stack>
        </form>
      )}
      {check.isError && Object.keys(errors).length === 0 && <Alert color="red">{errorMessage(check.error)}</Alert>}
      {result && (
        <Stack gap="sm" component="section" aria-labelledby="statement-orders-heading">
          <Title order={2} fz="lg" id="statement-orders-heading">
            Orders waiting on their payment ({result.orders.length})
          </Title>
          <Text size="xs" c="dimmed">
            Read by {result.reader}.
          </Text>
          {result.orders.length === 0 ? (
            <Text>No order is waiting on its payment.</Text>
          ) : (
            <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {result.orders.map((order) => (
                <CheckedOrderCard key={order.id} order={order} />
              ))}
            </Stack>
          )}
          <Title order={2} fz="lg">
            Money in that matches no order ({result.unmatched.length})
          </Title>
          {result.unmatched.length > 0 && (
            <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {result.unmatched.map((line) => (
                <Text component="li" size="sm" key={line.line}>
                  Line {line.line}: {lineText(line)}
                </Text>
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </Stack>
  );
}
