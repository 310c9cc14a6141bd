import { useMutation } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc.ts';

/**
 * Keeps what a guest typed at step 1 as their profile the moment they go on to pay, beside the hold:
 * the owner's Live Holds then names the guest who holds a piece (audit C-17). Placing the order saves
 * it again, so a failure here loses nothing and is not the shopper's concern.
 */
export function useSaveGuestProfile() {
  return useMutation(trpc.profiles.save.mutationOptions());
}
