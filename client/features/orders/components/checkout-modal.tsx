// Sheets only checkout uses; the storefront's shared ones are in client/styles.ts.
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/ThemeIcon.css';
import { Alert, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../../../../shared/constants.ts';
import type { PlacedOrderOutput } from '../../../../shared/schemas/orders.ts';
import { serverNow, toDeviceTime } from '../../../lib/live/server-clock.ts';
import { useSession } from '../../../lib/session.ts';
import { trpc } from '../../../lib/trpc.ts';
import type { DraftOwner } from '../checkout-draft.ts';
import { guestChoseHere, runningReservation } from '../resume-checkout.ts';
import type { ActionableRefusal } from '../hooks/use-hold.ts';
import { AccountChoice } from './account-choice.tsx';
import { CheckoutSteps } from './checkout-steps.tsx';
import { HOLD_COUNTDOWN_CLEARANCE } from './hold-countdown.tsx';
import { KeepReservationQuestion } from './keep-reservation-question.tsx';
import { ThankYou } from './thank-you.tsx';

type Stage = { name: 'choose' } | { name: 'register' } | { name: 'checkout' } | { name: 'placed'; order: PlacedOrderOutput };

const TITLES: Record<Stage['name'], string> = {
  choose: 'How would you like to check out?',
  register: 'Create an Account',
  checkout: 'Checkout',
  placed: 'Order Placed',
};

export type CheckoutModalProps = {
  onClose: () => void;
  province: string | null;
  onProvinceChange: (province: string | null) => void;
  /** The account feature's register form, passed in by the route (features never import each other). */
  renderRegisterForm: (onRegistered: () => void) => ReactNode;
  /** The account feature's "confirm your e-mail" notice with its resend button, shown when a hold asks for it. */
  renderEmailConfirmation: () => ReactNode;
};

/**
 * The checkout modal (docs/product/screens.md "Checkout modal"): a guest first chooses to create an account or continue as a guest;
 * a signed-in buyer starts at the steps. Full screen on a phone, where a small dialog would be cramped.
 * Closed while the pieces are reserved, it asks whether to keep the reservation.
 */
export function CheckoutModal({ onClose, province, onProvinceChange, renderRegisterForm, renderEmailConfirmation }: CheckoutModalProps) {
  const user = useSession();
  const queryClient = useQueryClient();
  // Back while the reservation still runs (audit A-14): the countdown goes on, and a guest who chose in
  // this tab is not asked account-or-guest again; the first step opens filled from its draft.
  const [resumed] = useState(() => runningReservation(queryClient.getQueryData(trpc.cart.get.queryKey()), serverNow()));
  const [stage, setStage] = useState<Stage>(user || (resumed !== null && guestChoseHere(sessionStorage)) ? { name: 'checkout' } : { name: 'choose' });
  const [deadline, setDeadline] = useState<number | null>(resumed === null ? null : toDeviceTime(resumed));
  const [asking, setAsking] = useState(false);
  // A hold refused for something the shopper can do here (decision 025): said above the stage that offers it.
  const [refusal, setRefusal] = useState<ActionableRefusal | null>(null);
  const isPhone = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`);
  const draftOwner: DraftOwner = user ? `user:${user.id}` : 'guest';

  // The cart is read afresh on the way out: its lines now say what the hold did (or no longer does).
  const leave = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.cart.pathKey() });
    onClose();
  };
  const requestClose = () => {
    if (stage.name === 'checkout' && deadline !== null) setAsking(true);
    else leave();
  };
  const registered = () => {
    // The guest's cart became the new account's: read it, and the account's profile, afresh.
    void queryClient.invalidateQueries({ queryKey: trpc.cart.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.profiles.get.queryKey() });
    setRefusal(null);
    setStage({ name: 'checkout' });
  };
  const actionable = (refused: ActionableRefusal) => {
    setRefusal(refused);
    // Signing in happens where a guest chose between an account and checking out as a guest.
    if (refused.action === 'sign-in') setStage({ name: 'choose' });
  };

  return (
    <Modal.Stack>
      <Modal
        stackId="checkout"
        opened
        onClose={requestClose}
        title={TITLES[stage.name]}
        closeButtonProps={{ 'aria-label': 'Close checkout' }}
        size="lg"
        fullScreen={isPhone}
        closeOnClickOutside={false}
        // A field the browser scrolls to (focus, a picked file) stops below the sticky countdown, not under it.
        styles={deadline === null ? undefined : { content: { scrollPaddingTop: HOLD_COUNTDOWN_CLEARANCE } }}
      >
        {refusal && (
          <Stack gap="sm" mb="md">
            <Alert color="yellow" role="alert">
              {refusal.message}
            </Alert>
            {refusal.action === 'confirm-email' && renderEmailConfirmation()}
          </Stack>
        )}
        {stage.name === 'choose' && (
          <AccountChoice
            onCreateAccount={() => setStage({ name: 'register' })}
            onContinueAsGuest={() => setStage({ name: 'checkout' })}
          />
        )}
        {stage.name === 'register' && renderRegisterForm(registered)}
        {stage.name === 'checkout' && (
          <CheckoutSteps
            isGuest={!user}
            draftOwner={draftOwner}
            cartProvince={province}
            onProvinceChange={onProvinceChange}
            deadline={deadline}
            onHeld={setDeadline}
            onAbandon={leave}
            onActionable={actionable}
            onPlaced={(order) => setStage({ name: 'placed', order })}
          />
        )}
        {stage.name === 'placed' && <ThankYou order={stage.order} onClose={onClose} />}
      </Modal>
      {deadline !== null && <KeepReservationQuestion opened={asking} deadline={deadline} onDecided={leave} onBack={() => setAsking(false)} />}
    </Modal.Stack>
  );
}
