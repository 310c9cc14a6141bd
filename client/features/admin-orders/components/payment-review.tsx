import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatPesos } from '../../../../shared/money.ts';
import type { AdminOrderOutput } from '../../../../shared/schemas/admin-orders.ts';
import { PaymentChecklist } from './payment-checklist.tsx';
import { PaymentFlags } from './payment-flags.tsx';
import { StatementVerdict } from './statement-verdict.tsx';
import { ZoomableProof } from './zoomable-proof.tsx';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="md" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** What the background reading found on the proof, in a line. */
function proofReadText(reading: AdminOrderOutput['proof_reading']): string {
  if (!reading) return 'Not read yet';
  const found = [reading.amount === null ? null : formatPesos(reading.amount), reading.reference === null ? null : `Ref No. ${reading.reference}`];
  return found.filter((part) => part !== null).join(' · ') || 'No amount or reference found';
}

/**
 * Reviewing a payment before approving it (design.md §2 "Reviewing a payment"): what the owner's
 * statements said of it and the flags first, then the proof large and
 * zoomable beside what it should show (the total, the method, the reference no., the amount the buyer
 * says they sent, what was read from it), and the owner's checklist.
 */
export function PaymentReview({ order }: { order: AdminOrderOutput }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={`payment-review-${order.id}`}>
      <Title order={3} fz="lg" id={`payment-review-${order.id}`}>
        Payment
      </Title>
      {order.statement_match && <StatementVerdict match={order.statement_match} totalAmount={order.total_amount} />}
      <PaymentFlags flags={order.payment_flags} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <ZoomableProof path={order.payment_proof} />
        <Stack gap="sm">
          <Fact label="Total to receive">{formatPesos(order.total_amount)}</Fact>
          <Fact label="Paid with">{order.payment_method ?? 'Not given'}</Fact>
          <Fact label="Reference no.">{order.payment_reference ?? 'Not given'}</Fact>
          <Fact label="Amount sent">{order.amount_sent === null ? 'Not given' : formatPesos(order.amount_sent)}</Fact>
          <Fact label="Read from the proof">{proofReadText(order.proof_reading)}</Fact>
          <PaymentChecklist order={order} />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
