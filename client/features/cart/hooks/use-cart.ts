import { useQuery } from '@tanstack/react-query';
import { readGuestId } from '../../../lib/guest-id.ts';
import { useSession } from '../../../lib/session.ts';
import { trpc } from '../../../lib/trpc.ts';

/** The buyer's cart; a visitor who never added anything has no guest id yet, and so no cart to ask for. */
export function useCart() {
  const user = useSession();
  const isBuyer = user !== null || readGuestId() !== null;
  return useQuery({ ...trpc.cart.get.queryOptions(), enabled: isBuyer });
}
