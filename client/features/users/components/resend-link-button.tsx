import { Button, Stack, Text } from '@mantine/core';
import { errorMessage } from '../../../lib/errors.ts';
import { useResendVerification } from '../hooks/use-email-verification.ts';

/** Mails the signed-in user a new verification link, and says under the button what came of it. */
export function ResendLinkButton({ label }: { label: string }) {
  const resend = useResendVerification();
  return (
    <Stack gap={6} align="flex-start">
      <Button variant="light" className="tap-target" loading={resend.isPending} onClick={() => resend.mutate()}>
        {label}
      </Button>
      {/* Always in the page, so a screen reader announces the answer when it is written into it. */}
      <Text size="sm" role="status">
        {resend.isSuccess ? resend.data.message : ''}
      </Text>
      {resend.isError && (
        <Text size="sm" c="red.8" role="alert">
          {errorMessage(resend.error, 'The link could not be sent. Try again.')}
        </Text>
      )}
    </Stack>
  );
}
