import { useMutation } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc.ts';

/** Sets a user's password from Manage Users; the server checks the confirmation and ends the user's sessions. */
export function useChangePassword() {
  return useMutation(trpc.admin.users.changePassword.mutationOptions());
}
