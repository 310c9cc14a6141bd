import type { User } from '../modules/users/user.entity.ts';
import type { RestError } from './errors.ts';
import type { Access } from './route.ts';

/** The words adminProcedure (server/trpc/init.ts) uses, so both transports refuse alike. */
const UNAUTHENTICATED = 'Unauthenticated.';
const NOT_AN_ADMIN = 'You do not have permission to access this page.';

/**
 * Admin paths refuse strangers before the body is read: an anonymous caller learns no field rules and
 * gets no upload parsed. The procedure behind the path checks again; this only answers first.
 */
export function refusalBeforeBody(access: Access, user: User | null): RestError | null {
  if (access !== 'admin') return null;
  if (!user) return { status: 401, body: { message: UNAUTHENTICATED } };
  if (user.role !== 'admin') return { status: 403, body: { message: NOT_AN_ADMIN } };
  return null;
}
