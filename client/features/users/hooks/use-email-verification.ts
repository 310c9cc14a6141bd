import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc.ts';

/**
 * Follows the mailed link. Once the address is verified the session is read again, so every screen
 * that shows the user (the notice, the checkout) sees it verified; the answer is kept until that read ends.
 */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.users.verifyEmail.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.users.session.queryKey() }),
    }),
  );
}

/** "Send the link again": a new mail to the signed-in user's address. */
export function useResendVerification() {
  return useMutation(trpc.users.resendVerification.mutationOptions());
}
