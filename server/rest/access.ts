import type { User } from '../modules/users/user.entity.ts';
import { adminUser, guestFromHeader, signedInUser } from '../trpc/guards.ts';
import type { RestRoute } from './route.ts';

type Identity = { user: User | null; guestIdHeader: string | null };

/**
 * A path refuses a caller it is not for before the body is read: a stranger learns no field rules and
 * gets no upload parsed. It throws the procedures' own refusals (server/trpc/guards.ts), so the
 * procedure behind the path, which checks again, could only give the same answer; this only answers first.
 */
export function refuseBeforeBody(route: Pick<RestRoute, 'access' | 'as'>, who: Identity): void {
  if (route.as === 'user') signedInUser(who.user);
  if (route.as === 'guest') guestFromHeader(who.guestIdHeader);
  // A buyer path without `as` takes a signed-in user, else a guest, as buyerProcedure does.
  if (route.access === 'buyer' && route.as === undefined && !who.user) guestFromHeader(who.guestIdHeader);
  if (route.access === 'admin') adminUser(who.user);
}
