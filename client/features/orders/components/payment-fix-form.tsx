import { Alert, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { formatPesos } from '../../../../shared/money.ts';
import type { ViewedOrderOutput } from '../../../../shared/schemas/orders.ts';
import { momentText } from '../../../../shared/moment-text.ts';
import { errorMessage, fieldErrorsOf } from '../../../lib/errors.ts';
import { useFixPayment } from '../hooks/use-fix-payment.ts';
import { pickedProofError, proofError } from '../proof-error.ts';
import { ProofInput } from './proof-input.tsx';

type Props = { token: string; order: ViewedOrderOutput; onSent: () => void };

/**
 * The buyer's answer to "needs a payment fix" (audit C-2), on the page the mail's link opens: a new
 * proof, and the new transfer's reference and amount if they like. The order then goes back to the
 * shop as pending; the page reads it again and this form gives way to what the order says.
 */
export function PaymentFixForm({ token, order, onSent }: Props) {
  const [proof, setProof] = useState<File | null>(null);
  const [reference, setReference] = useState('');
  const [amountSent, setAmountSent] = useState('');
  // Checkout's rule for a proof, at the pick (a file that is no picture is refused there) and at the send.
  const [proofProblem, setProofProblem] = useState<string | null>(null);
  // The file whose check is awaited: a later pick makes an earlier answer moot.
  const picked = useRef<File | null>(null);
  const fix = useFixPayment(onSent);
  const fieldErrors = fieldErrorsOf(fix.error);

  return (
    <Paper withBorder radius="md" p="md">
      <Stack
        component="form"
        gap="sm"
        aria-label="Send a new proof of payment"
        onSubmit={(event) => {
          event.preventDefault();
          const problem = proofError(proof);
          if (problem || !proof) {
            setProofProblem(problem);
            return;
          }
          fix.mutate({ token, proof, reference, amountSent });
        }}
      >
        <Title order={2} size="h4">
          Send a new proof of payment
        </Title>
        {order.payment_fix_due_at && (
          <Text size="sm">
            Your pieces are held for you until <strong>{momentText(order.payment_fix_due_at)}</strong>. The order is{' '}
            {formatPesos(order.total_amount)}.
          </Text>
        )}
        <ProofInput
          value={proof}
          onChange={(file) => {
            picked.current = file;
            setProofProblem(null);
            setProof(file);
            if (!file) return;
            void pickedProofError(file).then((problem) => {
              if (!problem || picked.current !== file) return;
              setProofProblem(problem);
              setProof(null);
            });
          }}
          error={proofProblem ?? fieldErrors.payment_proof ?? null}
        />
        <TextInput
          label="Reference no."
          description="Of the new transfer, as your receipt shows it (optional)"
          autoComplete="off"
          maxLength={80}
          value={reference}
          onChange={(event) => setReference(event.currentTarget.value)}
          error={fieldErrors.payment_reference}
        />
        <TextInput
          label="Amount sent"
          description="In pesos, all you have sent for this order (optional)"
          inputMode="decimal"
          value={amountSent}
          onChange={(event) => setAmountSent(event.currentTarget.value)}
          error={fieldErrors.amount_sent}
        />
        {fix.isError && Object.keys(fieldErrors).length === 0 && (
          <Alert color="red" role="alert">
            {errorMessage(fix.error, 'Your new proof could not be sent. Please try again.')}
          </Alert>
        )}
        <Button type="submit" h={44} loading={fix.isPending} style={{ alignSelf: 'flex-start' }}>
          Send new proof
        </Button>
      </Stack>
    </Paper>
  );
}
