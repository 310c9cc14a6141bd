import { useState } from 'react';

/** A field's value as the owner has it, and the server's value it started from. */
export type Draft<T> = { readonly value: T; readonly base: T };

/**
 * The server's value changed (another admin set the order; a live event refetched it): a field the
 * owner has not edited shows the new value, an edited one keeps what the owner typed.
 */
export function followServer<T>(draft: Draft<T>, server: T): Draft<T> {
  if (Object.is(draft.base, server)) return draft;
  return { value: Object.is(draft.value, draft.base) ? server : draft.value, base: server };
}

/** A form field that follows the server's value until the owner edits it (see `followServer`). */
export function useDraft<T>(server: T): [T, (value: T) => void] {
  const [draft, setDraft] = useState<Draft<T>>({ value: server, base: server });
  const followed = followServer(draft, server);
  // Adjusting state to a changed prop while rendering, as React recommends over an effect: no stale frame.
  if (followed !== draft) setDraft(followed);
  return [followed.value, (value) => setDraft((current) => ({ ...current, value }))];
}
