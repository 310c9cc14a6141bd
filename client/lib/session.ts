import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ROLES, STORAGE_KEYS } from '../../shared/constants.ts';
import type { UserOutput } from '../../shared/schemas/users.ts';
import { queryClient, trpc } from './trpc.ts';

/**
 * A check per field of the shared UserOutput, by hand: every page reads the stored user, and the shared
 * schema would bring the whole of zod into the first load. `satisfies` fails the typecheck when a field
 * is added to or dropped from UserOutput and not here.
 */
const USER_FIELDS = {
  id: Number.isInteger,
  name: (value) => typeof value === 'string',
  email: (value) => typeof value === 'string',
  role: (value) => ROLES.some((role) => role === value),
  // A user stored before the field existed fails here and is simply not shown until the server answers.
  email_verified: (value) => typeof value === 'boolean',
} satisfies Record<keyof UserOutput, (value: unknown) => boolean>;

function isUser(value: unknown): value is UserOutput {
  return typeof value === 'object' && value !== null && Object.entries(USER_FIELDS).every(([key, check]) => check(Reflect.get(value, key)));
}

/** The user remembered from the last visit, shown at once while the server confirms it (docs/product/pieces-and-orders.md "Session"). */
export function readStoredUser(): UserOutput | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null');
    return isUser(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** The session as the server answers it, the remembered user standing in until then. */
export function sessionQueryOptions() {
  return trpc.users.session.queryOptions(undefined, {
    placeholderData: () => ({ user: readStoredUser(), ended: null }),
    staleTime: 5 * 60_000,
  });
}

/** Remembers (or forgets) the signed-in user; the session itself lives in an HttpOnly cookie. */
export function setSessionUser(user: UserOutput | null): void {
  if (user) localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  else localStorage.removeItem(STORAGE_KEYS.user);
  queryClient.setQueryData(trpc.users.session.queryKey(), { user, ended: null });
}

/** The current user, or null; a failed validation clears the stored user silently. */
export function useSession(): UserOutput | null {
  const { data, isError, isPlaceholderData } = useQuery(sessionQueryOptions());
  const user = isError ? null : (data?.user ?? null);
  useEffect(() => {
    if (isPlaceholderData) return;
    if (user) localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    else localStorage.removeItem(STORAGE_KEYS.user);
  }, [user, isPlaceholderData]);
  return user;
}
