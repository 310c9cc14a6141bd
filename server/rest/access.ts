import { GuestId } from '../../shared/schemas/guest.ts';
import type { User } from '../modules/users/user.entity.ts';
import { INVALID_DATA, type RestError } from './errors.ts';
import type { RestRoute } from './route.ts';

/** The words adminProcedure (server/trpc/init.ts) uses, so both transports refuse alike. */
const UNAUTHENTICATED = 'Unauthenticated.';
const NOT_AN_ADMIN = 'You do not have permission to access this page.';

type Identity = { user: User | null; guestIdHeader: string | null };

/**
 * A path refuses a caller it is not for before the body is read: a stranger learns no field rules and
 * gets no upload parsed. The procedure behind the path checks again, with the same answer; this only
 * answers first.
 */
export function refusalBeforeBody(route: Pick<RestRoute, 'access' | 'as'>, who: Identity): RestError | null {
  if (route.as === 'user' && !who.user) return { status: 401, body: { message: UNAUTHENTICATED } };
  if (route.as === 'guest') {
    const guestId = GuestId.safeParse(who.guestIdHeader ?? undefined);
    if (!guestId.success) {
      return { status: 422, body: { message: INVALID_DATA, errors: { guest_id: guestId.error.issues.map((issue) => issue.message) } } };
    }
  }
  if (route.access !== 'admin') return null;
  if (!who.user) return { status: 401, body: { message: UNAUTHENTICATED } };
  if (who.user.role !== 'admin') return { status: 403, body: { message: NOT_AN_ADMIN } };
  return null;
}
