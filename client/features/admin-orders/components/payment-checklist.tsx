import { Checkbox, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { PAYMENT_CHECK_KEYS, PAYMENT_CHECKS, paymentChecksFor, type PaymentCheck } from '../../../../shared/payments.ts';
import type { AdminOrderOutput } from '../../../../shared/schemas/admin-orders.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { useSetPaymentChecks } from '../hooks/use-set-payment-checks.ts';

/** A thumb's 44 px for each check, its label included. */
const CHECKBOX_STYLES = { body: { minHeight: 44, alignItems: 'center' }, labelWrapper: { justifyContent: 'center' } } as const;

/**
 * The owner's checklist, saved on each tick: the checks that fit the order's method (GCash's history
 * or the bank's), and any other already ticked. The outcome shows beside it, as the save finishes.
 */
export function PaymentChecklist({ order }: { order: Pick<AdminOrderOutput, 'id' | 'payment_method' | 'payment_checks'> }) {
  const save = useSetPaymentChecks();
  const [saved, setSaved] = useState(false);
  // What the save on its way will store, shown at once (a controlled box would flip back until it ends).
  const [saving, setSaving] = useState<PaymentCheck[] | null>(null);
  const shown = PAYMENT_CHECK_KEYS.filter((key) => paymentChecksFor(order.payment_method).includes(key) || order.payment_checks.includes(key));
  const ticked = saving ?? order.payment_checks;
  const toggle = (key: PaymentCheck, checked: boolean) => {
    const checks = checked ? [...ticked, key] : ticked.filter((check) => check !== key);
    setSaved(false);
    setSaving(checks);
    save.mutate({ id: order.id, checks }, { onSuccess: () => setSaved(true), onSettled: () => setSaving(null) });
  };
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} id={`payment-checks-${order.id}`}>
        Checked
      </Text>
      <Stack gap={0} role="group" aria-labelledby={`payment-checks-${order.id}`}>
        {shown.map((key) => (
          <Checkbox
            key={key}
            label={PAYMENT_CHECKS[key]}
            checked={ticked.includes(key)}
            disabled={saving !== null}
            onChange={(event) => toggle(key, event.currentTarget.checked)}
            styles={CHECKBOX_STYLES}
          />
        ))}
      </Stack>
      <Text size="sm" role="status" c={save.isError ? 'red.8' : 'dimmed'} mih={20}>
        {saving ? 'Saving…' : save.isError ? errorMessage(save.error, 'The checks could not be saved. Please try again.') : saved ? 'Saved.' : ''}
      </Text>
    </Stack>
  );
}
