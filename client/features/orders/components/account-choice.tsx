import { Button, Stack, Text } from '@mantine/core';

type AccountChoiceProps = { onCreateAccount: () => void; onContinueAsGuest: () => void };

/** A guest's first choice at checkout (docs/product/screens.md "Checkout modal"). */
export function AccountChoice({ onCreateAccount, onContinueAsGuest }: AccountChoiceProps) {
  return (
    <Stack gap="md">
      <Text>An account keeps your address for next time and shows all your orders in one place.</Text>
      <Button size="md" onClick={onCreateAccount}>
        Create an Account
      </Button>
      <Button size="md" variant="default" onClick={onContinueAsGuest}>
        Continue as Guest
      </Button>
    </Stack>
  );
}
