import { useMutation } from '@tanstack/react-query';
import { setSessionUser } from '../../../lib/session.ts';
import { trpc } from '../../../lib/trpc.ts';

/** Asks for a reset link; the server answers the same whether the account exists or not. */
export function useRequestPasswordReset() {
  return useMutation(trpc.users.requestPasswordReset.mutationOptions());
}

/** Sets the new password from the mail's link; the answer signs this browser in at once. */
export function useResetPassword({ onSuccess, onError }: { onSuccess: () => void; onError: (error: unknown) => void }) {
  return useMutation(
    trpc.users.resetPassword.mutationOptions({
      onSuccess: ({ user }) => {
        setSessionUser(user);
        onSuccess();
      },
      onError,
    }),
  );
}
