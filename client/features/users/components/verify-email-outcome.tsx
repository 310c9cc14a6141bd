import { Alert, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { Link, useLocation } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { EMAIL_VERIFICATION_MESSAGES } from '../../../../shared/schemas/users.ts';
import { errorMessage, fieldErrorsOf } from '../../../lib/errors.ts';
import { useSession } from '../../../lib/session.ts';
import { useVerifyEmail } from '../hooks/use-email-verification.ts';
import { ResendLinkButton } from './resend-link-button.tsx';

/**
 * /verify-email?token=…: follows the mailed link as the page opens and shows what came of it: the way
 * to the products, or why the link failed and how to get a new one (signed in: a button; signed out:
 * sign in, and come back here).
 */
export function VerifyEmailOutcome({ token }: { token: string }) {
  const user = useSession();
  const here = useLocation({ select: (location) => location.href });
  const verify = useVerifyEmail();
  const { mutate } = verify;
  const sentFor = useRef<string | null>(null);
  // A link cut short of its token is answered here: the server could only refuse it.
  const tokenless = token === '';
  useEffect(() => {
    // Once per token: StrictMode runs effects twice, and a second call would answer "already verified".
    if (sentFor.current === token || tokenless) return;
    sentFor.current = token;
    mutate({ token });
  }, [token, tokenless, mutate]);

  if (verify.isSuccess) {
    return (
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <Alert color="green" role="status">
            {verify.data.message}
          </Alert>
          <Button component={Link} to="/products" className="tap-target" fullWidth>
            Shop All Products
          </Button>
        </Stack>
      </Paper>
    );
  }
  if (verify.isError || tokenless) {
    return (
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <Alert color="red" role="alert">
            {tokenless
              ? EMAIL_VERIFICATION_MESSAGES.linkInvalid
              : (fieldErrorsOf(verify.error).token ?? errorMessage(verify.error, 'The link could not be checked. Try again.'))}
          </Alert>
          {user ? (
            <ResendLinkButton label="Send a new link" />
          ) : (
            <Button renderRoot={(props) => <Link to="/login" search={{ returnUrl: here }} {...props} />} variant="light" className="tap-target">
              Log in to get a new link
            </Button>
          )}
        </Stack>
      </Paper>
    );
  }
  return (
    <Group justify="center" py="xl" aria-busy="true">
      <Loader size="sm" aria-hidden />
      <Text>Checking your link…</Text>
    </Group>
  );
}
