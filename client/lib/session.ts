import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { STORAGE_KEYS } from '../../shared/constants.ts';
import { UserOutput } from '../../shared/schemas/account.ts';
import { queryClient, trpc } from './trpc.ts';

/** The user remembered from the last visit, shown at once while the server confirms it (spec §4). */
function readStoredUser(): UserOutput | null {
  try {
    const parsed = UserOutput.safeParse(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function sessionQueryOptions() {
  return trpc.account.session.queryOptions(undefined, {
    placeholderData: () => ({ user: readStoredUser() }),
    staleTime: 5 * 60_000,
  });
}

/** Remembers (or forgets) the signed-in user; the session itself lives in an HttpOnly cookie. */
export function setSessionUser(user: UserOutput | null): void {
  if (user) localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  else localStorage.removeItem(STORAGE_KEYS.user);
  queryClient.setQueryData(trpc.account.session.queryKey(), { user });
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
