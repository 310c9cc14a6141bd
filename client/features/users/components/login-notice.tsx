import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { SESSION_ENDED_MESSAGES, type SessionEndReason } from '../../../../shared/session-ended.ts';
import { sessionQueryOptions } from '../../../lib/session.ts';

/** Why the server ended this browser's session, when it did (a password change); the remembered user knows nothing of it. */
function useSessionEnded(): SessionEndReason | null {
  const { data, isPlaceholderData } = useQuery(sessionQueryOptions());
  return isPlaceholderData ? null : (data?.ended ?? null);
}

/**
 * Why the login page is shown: the server ended this browser's session for a password change, said
 * as such (audit C-19), or else a page that needs an account (`needed`, a returnUrl other than '/').
 */
export function LoginNotice({ needed }: { needed: boolean }) {
  const ended = useSessionEnded();
  if (ended) return <Alert color="yellow">{SESSION_ENDED_MESSAGES[ended]}</Alert>;
  return needed ? <Alert color="yellow">You need to log in to access that page</Alert> : null;
}
