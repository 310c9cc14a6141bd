import { z } from 'zod';
import { GUEST_ID_PATTERN } from '../constants.ts';

/** A guest id is a bearer secret (design.md §2); GUEST_ID_PATTERN says which forms there are. */
export const GuestId = z.string({ error: 'Guest ID not found' }).regex(GUEST_ID_PATTERN, 'Guest ID is invalid');
export type GuestId = z.infer<typeof GuestId>;
