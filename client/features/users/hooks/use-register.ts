import { useMutation } from '@tanstack/react-query';
import { setSessionUser } from '../../../lib/session.ts';
import { trpc } from '../../../lib/trpc.ts';

/** Signs up; the new account is signed in at once, so the caller's next step sees the session. */
export function useRegister({ onSuccess, onError }: { onSuccess: () => void; onError: (error: unknown) => void }) {
  return useMutation(
    trpc.users.register.mutationOptions({
      onSuccess: ({ user }) => {
        setSessionUser(user);
        onSuccess();
      },
      onError,
    }),
  );
}
