import { Alert, Button, FileButton, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatPeso } from '../../../../shared/money.ts';
import type { OwnerCodeOutput, PaymentRecipientOutput } from '../../../../shared/schemas/payment-codes.ts';
import { errorMessage, fieldErrorsOf } from '../../../lib/errors.ts';
import { trpc } from '../../../lib/trpc.ts';

function Recipient({ recipient, kind }: { recipient: PaymentRecipientOutput; kind: OwnerCodeOutput['kind'] }) {
  return (
    <Stack gap={2}>
      <Text fw={700}>{recipient.name}</Text>
      <Text size="sm">
        {recipient.institution ?? `Bank or wallet ${recipient.bic}`}
        {recipient.account && ` · account ${recipient.account}`} · {recipient.city}
      </Text>
      <Text size="sm" c="dimmed">
        {kind === 'p2p' ? 'A personal account (QR Ph P2P).' : 'A merchant account (QR Ph P2M): buyers see this code and type the amount.'}
      </Text>
    </Stack>
  );
}

/**
 * Shop Settings' receive-money code (docs/product/payment-codes.md): the owner pastes its text or uploads
 * a screenshot, confirms whom it pays, then pays a ₱1.0x test code from another wallet; from then on
 * checkout shows each buyer a code for the exact amount.
 */
export function PaymentCodePanel() {
  const queryClient = useQueryClient();
  const saved = useQuery(trpc.admin.paymentCodes.get.queryOptions()).data?.code ?? null;
  const [text, setText] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.paymentCodes.get.queryKey() });
  const read = useMutation(trpc.admin.paymentCodes.read.mutationOptions());
  const save = useMutation(trpc.admin.paymentCodes.save.mutationOptions({ onSuccess: () => void refresh().then(() => read.reset()) }));
  const remove = useMutation(trpc.admin.paymentCodes.remove.mutationOptions({ onSuccess: () => void refresh() }));
  const test = useMutation(trpc.admin.paymentCodes.test.mutationOptions());
  const confirm = useMutation(trpc.admin.paymentCodes.confirmTest.mutationOptions({ onSuccess: () => void refresh().then(() => test.reset()) }));
  const readErrors = fieldErrorsOf(read.error);
  const pickPicture = (file: File | null) => {
    if (!file) return;
    const form = new FormData();
    form.append('picture', file);
    read.mutate(form);
  };
  const found = read.data;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="payment-code-heading">
      <Stack gap="sm">
        <Title order={3} fz="lg" id="payment-code-heading">
          Your payment QR code
        </Title>
        <Text size="sm">
          Checkout shows buyers your receive-money code (GCash, Maya or any InstaPay bank), and once you tested it, a code with the exact
          amount filled in.
        </Text>
        {saved && (
          <Stack gap="xs">
            <Recipient recipient={saved.recipient} kind={saved.kind} />
            <Text size="sm">
              {saved.tested_at
                ? 'Tested: buyers scan a code with their exact amount.'
                : 'Not tested yet: buyers scan your code and type the amount. Test it to fill the amount in for them.'}
            </Text>
            <Group gap="xs">
              {saved.kind === 'p2p' && (
                <Button variant="default" onClick={() => test.mutate()} loading={test.isPending}>
                  {saved.tested_at ? 'Test again' : 'Test with ₱1'}
                </Button>
              )}
              <Button variant="default" onClick={() => remove.mutate()} loading={remove.isPending}>
                Remove code
              </Button>
            </Group>
            {test.data && (
              <Stack gap="xs" align="center">
                <img src={test.data.picture} width={220} height={220} alt={`Test code paying ${formatPeso(test.data.amount_centavos)}`} style={{ maxWidth: '100%', height: 'auto' }} />
                <Text size="sm" ta="center">
                  Scan it from another wallet and pay {formatPeso(test.data.amount_centavos)}. Did it arrive in your account as{' '}
                  {formatPeso(test.data.amount_centavos)}?
                </Text>
                <Button onClick={() => confirm.mutate({ payload: saved.payload })} loading={confirm.isPending}>
                  It arrived
                </Button>
              </Stack>
            )}
            {(test.error ?? confirm.error ?? remove.error) && <Alert color="red">{errorMessage(test.error ?? confirm.error ?? remove.error)}</Alert>}
          </Stack>
        )}
        <Textarea
          label={saved ? 'Replace it: paste the code’s text' : 'Paste the code’s text'}
          description="Or upload a screenshot of the code below."
          autosize
          minRows={2}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={readErrors.text}
        />
        <Group gap="xs">
          <Button variant="default" onClick={() => read.mutate({ text })} loading={read.isPending} disabled={text.trim() === ''}>
            Read text
          </Button>
          <FileButton accept="image/*" onChange={pickPicture}>
            {(props) => (
              <Button variant="default" {...props}>
                Upload screenshot
              </Button>
            )}
          </FileButton>
        </Group>
        {readErrors.picture && (
          <Text size="sm" c="red" role="alert">
            {readErrors.picture}
          </Text>
        )}
        {found && (
          <Stack gap="xs">
            <Text size="sm">This code pays:</Text>
            <Recipient recipient={found.recipient} kind={found.kind} />
            <Group gap="xs">
              <Button onClick={() => save.mutate({ payload: found.payload })} loading={save.isPending}>
                Use this code
              </Button>
              <Button variant="default" onClick={() => read.reset()}>
                Cancel
              </Button>
            </Group>
            {save.error && <Alert color="red">{errorMessage(save.error)}</Alert>}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
