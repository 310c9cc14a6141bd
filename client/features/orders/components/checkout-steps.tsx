import { Stepper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { nanoid } from 'nanoid';
import { useState } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../../../../shared/constants.ts';
import { pesosToCentavos } from '../../../../shared/money.ts';
import type { OrderOutput } from '../../../../shared/schemas/orders.ts';
import { shippingFee } from '../../../../shared/shipping.ts';
import { readGuestId } from '../../../lib/guest-id.ts';
import { useShopSettings } from '../../../lib/shop-settings.ts';
import { trpc } from '../../../lib/trpc.ts';
import type { DeliveryValues } from '../delivery-values.ts';
import { useHold } from '../hooks/use-hold.ts';
import { usePlaceOrder } from '../hooks/use-place-order.ts';
import { DeliveryForm } from './delivery-form.tsx';
import { HoldCountdown } from './hold-countdown.tsx';
import { PaymentStep } from './payment-step.tsx';
import { ReviewStep } from './review-step.tsx';

type CheckoutStepsProps = {
  isGuest: boolean;
  cartProvince: string | null;
  onProvinceChange: (province: string | null) => void;
  /** The hold failed or ran out: the modal closes and the cart shows what changed. */
  onAbandon: () => void;
  onPlaced: (order: OrderOutput) => void;
};

const toAmount = (centavos: number) => (centavos / 100).toFixed(2);
const STEP_LABELS = ['Customer Info', 'Payment', 'Place Order'] as const;

/** Steps 1 Customer Info, 2 Payment, 3 Place Order (spec §2), with the hold of spec §4 from step 2 on. */
export function CheckoutSteps({ isGuest, cartProvince, onProvinceChange, onAbandon, onPlaced }: CheckoutStepsProps) {
  const [step, setStep] = useState(0);
  const [delivery, setDelivery] = useState<DeliveryValues | null>(null);
  const [proof, setProof] = useState<File | null>(null);
  const [deadline, setDeadline] = useState<number | null>(null);
  const [idempotencyKey] = useState(() => nanoid());
  const cart = useQuery(trpc.cart.get.queryOptions()).data;
  const settings = useShopSettings();
  const placeOrder = usePlaceOrder();
  // Three labels do not fit one line on a 360 px phone: there, only the current step is named on
  // screen; each step button keeps its name for screen readers (aria-label).
  const isPhone = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`);
  const stepNames = (index: number) => ({
    label: isPhone && index !== step ? undefined : STEP_LABELS[index],
    'aria-label': `Step ${index + 1} of ${STEP_LABELS.length}: ${STEP_LABELS[index]}`,
  });

  const hold = useHold({
    onHeld: (until) => {
      setDeadline(until);
      setStep(1);
    },
    onRefused: onAbandon,
  });
  const holdEnded = () => {
    notifications.show({ color: 'yellow', message: 'Your reservation has ended. Please check out again.' });
    onAbandon();
  };

  const items = cart?.items ?? [];
  const subtotal = pesosToCentavos(cart?.subtotal ?? 0);
  const shipping = pesosToCentavos(shippingFee(delivery?.province, subtotal / 100, settings));

  const place = () => {
    if (!delivery || !proof) return;
    placeOrder.mutate(
      {
        delivery,
        proof,
        shippingFee: toAmount(shipping),
        grandTotal: toAmount(subtotal + shipping),
        productIds: items.map((item) => item.product.id),
        idempotencyKey,
        guestId: isGuest ? readGuestId() : null,
      },
      { onSuccess: onPlaced },
    );
  };

  return (
    <>
      {deadline !== null && !placeOrder.isSuccess && <HoldCountdown deadline={deadline} onExpire={holdEnded} />}
      <Stepper active={step} size="sm" mt="md" allowNextStepsSelect={false}>
        <Stepper.Step {...stepNames(0)}>
          <DeliveryForm
            isGuest={isGuest}
            initial={delivery}
            cartProvince={cartProvince}
            onProvinceChange={onProvinceChange}
            submitting={hold.isPending}
            onSubmit={(values) => {
              setDelivery(values);
              hold.mutate();
            }}
          />
        </Stepper.Step>
        <Stepper.Step {...stepNames(1)}>
          <PaymentStep proof={proof} onProofChange={setProof} onBack={() => setStep(0)} onContinue={() => setStep(2)} />
        </Stepper.Step>
        <Stepper.Step {...stepNames(2)}>
          {delivery && (
            <ReviewStep
              items={items}
              subtotal={subtotal / 100}
              shipping={shipping / 100}
              delivery={delivery}
              placing={placeOrder.isPending}
              uploadProgress={placeOrder.progress}
              error={placeOrder.error}
              onBack={() => setStep(1)}
              onPlace={place}
            />
          )}
        </Stepper.Step>
      </Stepper>
    </>
  );
}
