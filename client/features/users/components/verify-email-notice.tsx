import { Alert, Stack, Text } from '@mantine/core';
import { useSession } from '../../../lib/session.ts';
import { ResendLinkButton } from './resend-link-button.tsx';

/**
 * Asks a signed-in user whose e-mail is not verified to follow the mailed link, which a drop's first
 * minutes require; nothing for guests and verified users. A route hands it to the screens that need
 * it (the checkout, My Orders): features do not import each other.
 */
export function VerifyEmailNotice() {
  const user = useSession();
  if (!user || user.email_verified) return null;
  return (
    // A region, not Mantine's default alert: it stays on the page and should not interrupt a screen reader each time it appears.
    <Alert color="rust" role="region" aria-label="Confirm your e-mail">
      <Stack gap="sm">
        <Text size="sm">
          Confirm your e-mail to hold pieces in a drop's first minutes. We sent a link to <strong style={{ overflowWrap: 'anywhere' }}>{user.email}</strong>.
        </Text>
        <ResendLinkButton label="Send the link again" />
      </Stack>
    </Alert>
  );
}
