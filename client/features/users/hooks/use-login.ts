import { useMutation } from '@tanstack/react-query';
import { setSessionUser } from '../../../lib/session.ts';
import { trpc } from '../../../lib/trpc.ts';

/** Logs in and makes the answer the session at once, before the caller moves on. */
export function useLogin({ onSuccess }: { onSuccess: () => void }) {
  return useMutation(
    trpc.users.login.mutationOptions({
      onSuccess: ({ user }) => {
        setSessionUser(user);
        onSuccess();
      },
    }),
  );
}
