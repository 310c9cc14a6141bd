import { Button, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { HtmlContent } from '../../../components/html-content.tsx';
import { useShopSettings } from '../../../lib/shop-settings.ts';
import { proofError } from '../proof-error.ts';
import { AmountToPay } from './amount-to-pay.tsx';
import { ProofInput } from './proof-input.tsx';

type PaymentStepProps = {
  /** The order total the buyer sends, in centavos. */
  amountToPay: number;
  proof: File | null;
  onProofChange: (file: File | null) => void;
  onBack: () => void;
  onContinue: () => void;
};

/** Checkout step 2: the amount to pay, how to pay it (from the shop's settings) and the proof of payment. */
export function PaymentStep({ amountToPay, proof, onProofChange, onBack, onContinue }: PaymentStepProps) {
  const settings = useShopSettings();
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack gap="md">
      <AmountToPay centavos={amountToPay} />
      {settings.payment_options_description && (
        <section aria-labelledby="payment-options">
          <Title order={3} fz="md" id="payment-options">
            How to pay
          </Title>
          <HtmlContent html={settings.payment_options_description} />
        </section>
      )}
      {settings.what_happens_after_payment && (
        <section aria-labelledby="after-payment">
          <Title order={3} fz="md" id="after-payment">
            What happens after payment
          </Title>
          <HtmlContent html={settings.what_happens_after_payment} />
        </section>
      )}
      <ProofInput
        value={proof}
        onChange={(file) => {
          setError(file ? proofError(file) : null);
          onProofChange(file);
        }}
        error={error}
      />
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
        <Button
          onClick={() => {
            const problem = proofError(proof);
            setError(problem);
            if (!problem) onContinue();
          }}
        >
          Review Order
        </Button>
      </Group>
    </Stack>
  );
}
