import { nanoid } from 'nanoid';
import { GUEST_ID_PATTERN, STORAGE_KEYS } from '../../shared/constants.ts';

/** The guest id (docs/product/pieces-and-orders.md "Guest id"), or null when this browser never became a guest (or holds a bad one). */
export function readGuestId(): string | null {
  const stored = localStorage.getItem(STORAGE_KEYS.guestId);
  return stored && GUEST_ID_PATTERN.test(stored) ? stored : null;
}

export function ensureGuestId(): string {
  const existing = readGuestId();
  if (existing) return existing;
  const created = nanoid();
  localStorage.setItem(STORAGE_KEYS.guestId, created);
  return created;
}
