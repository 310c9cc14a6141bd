import { TRPCError } from '@trpc/server';
import { GuestId } from '../../shared/schemas/guest.ts';
import type { Buyer } from '../buyer.ts';
import { ValidationError } from '../errors.ts';
import type { User } from '../modules/users/user.entity.ts';

/**
 * Who may call, decided in one place: the procedures' middlewares (init.ts) throw these refusals, and
 * the REST adapter (server/rest/access.ts) answers them before it reads a body, in the same words.
 */
const UNAUTHENTICATED = 'Unauthenticated.';
const NOT_AN_ADMIN = 'You do not have permission to access this page.';

export function signedInUser(user: User | null): User {
  if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: UNAUTHENTICATED });
  return user;
}

export function adminUser(user: User | null): User {
  const signedIn = signedInUser(user);
  if (signedIn.role !== 'admin') throw new TRPCError({ code: 'FORBIDDEN', message: NOT_AN_ADMIN });
  return signedIn;
}

/** The guest of a well-formed X-Guest-ID header (docs/product/rules.md "Guest"); a missing or malformed one is a field error. */
export function guestFromHeader(header: string | null): Buyer {
  const guestId = GuestId.safeParse(header ?? undefined);
  if (!guestId.success) {
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: guestId.error.issues[0]?.message ?? 'Guest ID not found',
      cause: new ValidationError({ guest_id: guestId.error.issues.map((issue) => issue.message) }),
    });
  }
  return { kind: 'guest', id: guestId.data };
}
