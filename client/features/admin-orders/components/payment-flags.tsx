import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCopy } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { Fragment } from 'react';
import { formatPesos } from '../../../../shared/money.ts';
import type { PaymentFlags as Flags } from '../../../../shared/schemas/admin-orders.ts';

/** "order #12, #15 and #20", each a link that opens that order beside this one's list. */
function OrderLinks({ ids }: { ids: number[] }) {
  return (
    <>
      {ids.length === 1 ? 'order ' : 'orders '}
      {ids.map((id, index) => (
        <Fragment key={id}>
          {index > 0 && (index === ids.length - 1 ? ' and ' : ', ')}
          <Anchor fw={600} renderRoot={(props) => <Link to="/admin-orders" search={(search) => ({ ...search, order: id })} {...props} />}>
            #{id}
          </Anchor>
        </Fragment>
      ))}
    </>
  );
}

/**
 * What the owner should look at before approving: a reference no. another order already gave (red: a
 * receipt is one payment), the same screenshot as another order's (orange: read as the same transfer,
 * or alike where not both were read, so compare them), the proof read as another amount or reference
 * than the order's (orange), and an amount sent that differs from the total (orange).
 */
export function PaymentFlags({ flags }: { flags: Flags }) {
  const { same_reference: reference, same_screenshot: screenshot, amount_mismatch: amount } = flags;
  const { receipt_amount_differs: amountRead, receipt_reference_differs: referenceRead } = flags;
  if (reference.length === 0 && screenshot.length === 0 && !amount && !amountRead && !referenceRead) return null;
  return (
    <Stack gap="xs">
      {reference.length > 0 && (
        <Alert color="red" variant="light" icon={<IconCopy size={20} aria-hidden />} title="Reference no. already used">
          <Text size="sm">
            The same reference no. is on <OrderLinks ids={reference} />. One payment cannot pay for two orders.
          </Text>
        </Alert>
      )}
      {screenshot.length > 0 && (
        <Alert color="orange" variant="light" icon={<IconCopy size={20} aria-hidden />} title="Same screenshot as another order">
          <Text size="sm">
            This proof looks like the one on <OrderLinks ids={screenshot} />. Compare them before approving.
          </Text>
        </Alert>
      )}
      {amountRead && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />} title="Receipt shows another amount">
          <Text size="sm">
            The proof reads {formatPesos(amountRead.amount_read)}; the order total is {formatPesos(amountRead.total_amount)}.
          </Text>
        </Alert>
      )}
      {referenceRead && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />} title="Receipt shows another reference no.">
          <Text size="sm">
            The proof reads Ref No. {referenceRead.reference_read}; the buyer typed {referenceRead.reference_typed}.
          </Text>
        </Alert>
      )}
      {amount && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />} title="Amount sent differs from the total">
          <Text size="sm">
            The buyer says they sent {formatPesos(amount.amount_sent)}; the order total is {formatPesos(amount.total_amount)}.
          </Text>
        </Alert>
      )}
    </Stack>
  );
}
