import { Anchor, Text } from '@mantine/core';
import { createFileRoute, Link } from '@tanstack/react-router';
import { SHOP_INSTAGRAM_URL } from '../../shared/constants.ts';
import { Page } from '../components/page.tsx';

export const Route = createFileRoute('/forgot-password')({
  component: ForgotPasswordPage,
});

/** The shop has no e-mail service: the owner resets passwords from Manage Users after checking it's you. */
function ForgotPasswordPage() {
  return (
    <Page title="Forgot your password?" size="sm">
      <Text>
        Send us a message from the e-mail address on your account at{' '}
        <Anchor href="mailto:hello@ukay.ph?subject=Password%20reset">hello@ukay.ph</Anchor> or through our{' '}
        <Anchor href={SHOP_INSTAGRAM_URL} target="_blank" rel="noreferrer">
          Instagram
        </Anchor>
        . We will confirm it is you and set a temporary password you can log in with.
      </Text>
      <Anchor component={Link} to="/login">
        Back to Login
      </Anchor>
    </Page>
  );
}
