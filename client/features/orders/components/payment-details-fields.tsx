import '@mantine/core/styles/Radio.css';
import { Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { isGcash, PAYMENT_METHODS } from '../../../../shared/payments.ts';
import { amountSentNote, type PaymentDetails } from '../payment-details.ts';

type Props = {
  value: PaymentDetails;
  /** What the order costs, in centavos: the amount sent is compared with it. */
  amountToPay: number;
  onChange: (value: PaymentDetails) => void;
  problems: { reference: string | null; amountSent: string | null };
};

/** How long the buyer's typing rests before the note under Amount sent speaks of it. */
const AMOUNT_PAUSE_MS = 600;

/** A thumb's 44 px for each choice, label included. */
const RADIO_STYLES = { body: { minHeight: 44, alignItems: 'center' }, labelWrapper: { justifyContent: 'center' } } as const;

/** How the buyer paid, the reference no. on their receipt and what they sent: all optional, for the owner's check. */
export function PaymentDetailsFields({ value, amountToPay, onChange, problems }: Props) {
  const gcash = isGcash(value.method);
  // Said once the buyer pauses, not at every digit. Not on leaving the field either: the note would
  // push Review Order down between the thumb's press and its lift, and the first tap would miss it.
  const [settledAmount] = useDebouncedValue(value.amountSent, AMOUNT_PAUSE_MS);
  const note = amountSentNote(settledAmount, amountToPay);
  return (
    <Stack gap="sm">
      <Radio.Group label="Paid with" value={value.method} onChange={(method) => onChange({ ...value, method })}>
        <Group gap="lg">
          {PAYMENT_METHODS.map((method) => (
            <Radio key={method} value={method} label={method} styles={RADIO_STYLES} />
          ))}
        </Group>
      </Radio.Group>
      <TextInput
        label="Reference no."
        description={gcash ? 'The 13-digit Ref No. on your GCash receipt (optional)' : 'As your receipt shows it (optional)'}
        inputMode={gcash ? 'numeric' : 'text'}
        autoComplete="off"
        maxLength={80}
        value={value.reference}
        onChange={(event) => onChange({ ...value, reference: event.currentTarget.value })}
        error={problems.reference}
      />
      <TextInput
        label="Amount sent"
        description="In pesos, if you like (optional)"
        inputMode="decimal"
        autoComplete="off"
        leftSection="₱"
        value={value.amountSent}
        onChange={(event) => onChange({ ...value, amountSent: event.currentTarget.value })}
        error={problems.amountSent}
        inputContainer={(input) => (
          <>
            {input}
            <Text size="sm" mt={note ? 4 : 0} role="status">
              {note}
            </Text>
          </>
        )}
      />
    </Stack>
  );
}
