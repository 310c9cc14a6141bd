import { Stepper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { nanoid } from 'nanoid';
import { useRef, useState } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../../../../shared/constants.ts';
import type { OrderAmounts } from '../../../../shared/order-amounts.ts';
import type { PlacedOrderOutput } from '../../../../shared/schemas/orders.ts';
import { readGuestId } from '../../../lib/guest-id.ts';
import { trpc } from '../../../lib/trpc.ts';
import { forgetCheckoutDraft, type DraftOwner } from '../checkout-draft.ts';
import { holdEndedMessage } from '../hold-ended.ts';
import type { DeliveryValues } from '../delivery-values.ts';
import { useAmountToPay } from '../hooks/use-amount-to-pay.ts';
import { useHold, type ActionableRefusal } from '../hooks/use-hold.ts';
import { EMPTY_PAYMENT, type PaymentDetails } from '../payment-details.ts';
import { usePlaceOrder } from '../hooks/use-place-order.ts';
import { useSaveGuestProfile } from '../hooks/use-save-guest-profile.ts';
import { DeliveryForm } from './delivery-form.tsx';
import { HoldCountdown } from './hold-countdown.tsx';
import { PaymentStep } from './payment-step.tsx';
import { ReviewStep } from './review-step.tsx';
import { showToast } from '../../../components/notifications-host.tsx';

type CheckoutStepsProps = {
  isGuest: boolean;
  draftOwner: DraftOwner;
  cartProvince: string | null;
  onProvinceChange: (province: string | null) => void;
  /** Until when the pieces are held for this checkout (epoch ms), null before the hold. */
  deadline: number | null;
  onHeld: (deadline: number) => void;
  /** The hold failed or ran out: the modal closes and the cart shows what changed. */
  onAbandon: () => void;
  /** The hold was refused for something the shopper can do here (sign in, confirm their e-mail): the modal offers it. */
  onActionable: (refusal: ActionableRefusal) => void;
  onPlaced: (order: PlacedOrderOutput) => void;
};

const toAmount = (centavos: number) => (centavos / 100).toFixed(2);
const STEP_LABELS = ['Customer Info', 'Payment', 'Place Order'] as const;

/**
 * Steps 1 Customer Info, 2 Payment, 3 Place Order (docs/product/screens.md "Checkout modal"), with the
 * hold (docs/product/pieces-and-orders.md "Hold") from step 2 on.
 */
export function CheckoutSteps({ isGuest, draftOwner, cartProvince, onProvinceChange, deadline, onHeld, onAbandon, onActionable, onPlaced }: CheckoutStepsProps) {
  const [step, setStep] = useState(0);
  const [delivery, setDelivery] = useState<DeliveryValues | null>(null);
  const [proof, setProof] = useState<File | null>(null);
  const [payment, setPayment] = useState<PaymentDetails>(EMPTY_PAYMENT);
  const [idempotencyKey] = useState(() => nanoid());
  const cart = useQuery(trpc.cart.get.queryOptions()).data;
  // The server's answer, asked once the pieces are held: it alone knows the discount that makes the amount this buyer's own.
  const [amounts, setAmounts] = useState<OrderAmounts | null>(null);
  // Where the held pieces go, as the delivery step was sent: the hold's answer arrives before the state it set is read.
  const heldFor = useRef<string | null>(null);
  const placeOrder = usePlaceOrder();
  const saveGuestProfile = useSaveGuestProfile();
  // Three labels do not fit one line on a 360 px phone: there, only the current step is named on
  // screen, and every step by its aria-label.
  const isPhone = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`);
  const stepProps = (index: number) => ({
    label: isPhone && index !== step ? undefined : STEP_LABELS[index],
    'aria-label': `Step ${index + 1}: ${STEP_LABELS[index]}`,
  });

  const amountToPay = useAmountToPay((due) => {
    setAmounts(due);
    setStep(1);
  });
  const hold = useHold({
    onHeld: (until) => {
      onHeld(until);
      amountToPay.mutate(heldFor.current);
    },
    onRefused: onAbandon,
    onActionable,
  });
  const holdEnded = () => {
    void holdEndedMessage(cart?.items ?? []).then((message) => showToast({ color: 'yellow', message }));
    onAbandon();
  };

  const items = cart?.items ?? [];

  const place = () => {
    if (!delivery || !proof || !amounts) return;
    placeOrder.mutate(
      {
        delivery,
        proof,
        payment,
        shippingFee: toAmount(amounts.shippingCentavos),
        grandTotal: toAmount(amounts.amountToPayCentavos),
        productIds: items.map((item) => item.product.id),
        idempotencyKey,
        guestId: isGuest ? readGuestId() : null,
      },
      {
        onSuccess: (order) => {
          forgetCheckoutDraft(sessionStorage);
          onPlaced(order);
        },
      },
    );
  };

  return (
    <>
      {deadline !== null && !placeOrder.isSuccess && <HoldCountdown deadline={deadline} onExpire={holdEnded} />}
      <Stepper active={step} size="sm" mt="md" allowNextStepsSelect={false}>
        <Stepper.Step {...stepProps(0)}>
          <DeliveryForm
            isGuest={isGuest}
            draftOwner={draftOwner}
            cartProvince={cartProvince}
            onProvinceChange={onProvinceChange}
            submitting={hold.isPending || amountToPay.isPending}
            onSubmit={(values) => {
              setDelivery(values);
              heldFor.current = values.province;
              hold.mutate();
              if (isGuest) saveGuestProfile.mutate(values);
            }}
          />
        </Stepper.Step>
        <Stepper.Step {...stepProps(1)}>
          {amounts && (
            <PaymentStep
              amountToPay={amounts.amountToPayCentavos}
              discount={amounts.discountCentavos}
              province={delivery?.province ?? null}
              proof={proof}
              onProofChange={setProof}
              payment={payment}
              onPaymentChange={setPayment}
              onBack={() => setStep(0)}
              onContinue={() => setStep(2)}
            />
          )}
        </Stepper.Step>
        <Stepper.Step {...stepProps(2)}>
          {delivery && proof && amounts && (
            <ReviewStep
              items={items}
              amounts={amounts}
              delivery={delivery}
              proof={proof}
              payment={payment}
              placing={placeOrder.isPending}
              uploadProgress={placeOrder.progress}
              error={placeOrder.error}
              onBack={() => {
                // What the last Place Order was refused for is the past once the buyer goes back to change it.
                placeOrder.reset();
                setStep(1);
              }}
              onPlace={place}
            />
          )}
        </Stepper.Step>
      </Stepper>
    </>
  );
}
