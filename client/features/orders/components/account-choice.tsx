import { Button, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { CHECKOUT_RETURN_URL } from '../checkout-return.ts';

type AccountChoiceProps = {
  onCreateAccount: () => void;
  onContinueAsGuest: () => void;
};

/**
 * A guest's first choice at checkout (docs/product/screens.md "Checkout modal"). A returning customer
 * logs in and comes back to this checkout, the cart merged into their account.
 */
export function AccountChoice({ onCreateAccount, onContinueAsGuest }: AccountChoiceProps) {
  return (
    <Stack gap="md">
      <Text>An account keeps your address for next time and shows all your orders in one place.</Text>
      <Button size="md" onClick={onCreateAccount}>
        Create an Account
      </Button>
      <Button size="md" variant="light" renderRoot={(props) => <Link to="/login" search={{ returnUrl: CHECKOUT_RETURN_URL }} {...props} />}>
        Log In
      </Button>
      <Button size="md" variant="default" onClick={onContinueAsGuest}>
        Continue as Guest
      </Button>
    </Stack>
  );
}
