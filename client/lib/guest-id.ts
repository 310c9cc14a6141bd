import { nanoid } from 'nanoid';
import { STORAGE_KEYS } from '../../shared/constants.ts';
import { GuestId } from '../../shared/schemas/guest.ts';

/** The guest id of spec §3, or null when this browser never became a guest (or holds a bad one). */
export function readGuestId(): string | null {
  const stored = localStorage.getItem(STORAGE_KEYS.guestId);
  return stored && GuestId.safeParse(stored).success ? stored : null;
}

export function ensureGuestId(): string {
  const existing = readGuestId();
  if (existing) return existing;
  const created = nanoid();
  localStorage.setItem(STORAGE_KEYS.guestId, created);
  return created;
}
