import { Button, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';

type AccountChoiceProps = {
  /** A hold asked the guest to sign in (decision 025): an existing account is offered too, back to the cart after. */
  offerSignIn: boolean;
  onCreateAccount: () => void;
  onContinueAsGuest: () => void;
};

/** A guest's first choice at checkout (docs/product/screens.md "Checkout modal"). */
export function AccountChoice({ offerSignIn, onCreateAccount, onContinueAsGuest }: AccountChoiceProps) {
  const navigate = useNavigate();
  return (
    <Stack gap="md">
      <Text>An account keeps your address for next time and shows all your orders in one place.</Text>
      <Button size="md" onClick={onCreateAccount}>
        Create an Account
      </Button>
      {offerSignIn && (
        <Button size="md" variant="light" onClick={() => void navigate({ to: '/login', search: { returnUrl: '/cart' } })}>
          Sign In
        </Button>
      )}
      <Button size="md" variant="default" onClick={onContinueAsGuest}>
        Continue as Guest
      </Button>
    </Stack>
  );
}
