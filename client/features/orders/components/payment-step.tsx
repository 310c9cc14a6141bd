import { Button, Group, Stack, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { HtmlContent } from '../../../components/html-content.tsx';
import { useShopSettings } from '../../../lib/shop-settings.ts';
import { paymentProblems, type PaymentDetails } from '../payment-details.ts';
import { pickedProofError, proofError } from '../proof-error.ts';
import { AmountToPay } from './amount-to-pay.tsx';
import { PaymentCode } from './payment-code.tsx';
import { PaymentDetailsFields } from './payment-details-fields.tsx';
import { ProofInput } from './proof-input.tsx';

type PaymentStepProps = {
  /** The order total the buyer sends, in centavos, and the discount in it. */
  amountToPay: number;
  discount: number;
  /** Where the pieces go: the shop's code is for what they cost delivered there. */
  province: string | null;
  proof: File | null;
  onProofChange: (file: File | null) => void;
  payment: PaymentDetails;
  onPaymentChange: (payment: PaymentDetails) => void;
  onBack: () => void;
  onContinue: () => void;
};

/**
 * Checkout step 2: the amount to pay, how to pay it (from the shop's settings), the proof of payment,
 * and, if the buyer likes, how they paid, the transfer's reference no. and the amount they sent.
 */
export function PaymentStep({ amountToPay, discount, province, proof, onProofChange, payment, onPaymentChange, onBack, onContinue }: PaymentStepProps) {
  const settings = useShopSettings();
  const [error, setError] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const [checkingProof, setCheckingProof] = useState(false);
  // The file whose check is awaited: a later pick, or its removal, makes an earlier answer moot.
  const picked = useRef<File | null>(null);
  const pickProof = (file: File | null) => {
    picked.current = file;
    setError(null);
    onProofChange(file);
    setCheckingProof(file !== null);
    if (!file) return;
    void pickedProofError(file).then((problem) => {
      if (picked.current !== file) return;
      setCheckingProof(false);
      setError(problem);
      // A refused file is not kept: it can neither reach the review nor come back with this step.
      if (problem) onProofChange(null);
    });
  };
  // Shown once the buyer tried to go on, then as they correct them.
  const problems = checked ? paymentProblems(payment) : { reference: null, amountSent: null };
  return (
    <Stack gap="md">
      <AmountToPay centavos={amountToPay} discountCentavos={discount} />
      <PaymentCode province={province} />
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
      <ProofInput value={proof} onChange={pickProof} error={error} />
      <PaymentDetailsFields value={payment} amountToPay={amountToPay} onChange={onPaymentChange} problems={problems} />
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
        <Button
          loading={checkingProof}
          onClick={() => {
            // A refused file was let go: its refusal still says why there is none.
            const problem = error ?? proofError(proof);
            const details = paymentProblems(payment);
            setError(problem);
            setChecked(true);
            if (!problem && !details.reference && !details.amountSent) onContinue();
          }}
        >
          Review Order
        </Button>
      </Group>
    </Stack>
  );
}
