import { z } from 'zod';
import { GUEST_ID_LENGTH } from '../constants.ts';

/**
 * A guest id is a bearer secret (design.md §2): the 21-character nanoid of spec §3, or the older
 * guest-<timestamp>-<suffix> form that browsers from before may still hold.
 */
export const GuestId = z
  .string({ error: 'Guest ID not found' })
  .regex(
    new RegExp(`^(?:[A-Za-z0-9_-]{${GUEST_ID_LENGTH}}|guest[-_]\\d{10,16}[-_][A-Za-z0-9]{4,32})$`),
    'Guest ID is invalid',
  );
export type GuestId = z.infer<typeof GuestId>;
