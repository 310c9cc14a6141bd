import { z } from 'zod';
import { BUYER_KINDS } from '../constants.ts';
import { recordId } from './common.ts';
import { Email } from './users.ts';

const ProductId = recordId('Product not found');

export const QueueInput = z.strictObject({ product_id: ProductId });
export type QueueInput = z.infer<typeof QueueInput>;

/** Joining a piece's queue: a guest gives the e-mail their turn is told to; an account's own is used. */
export const JoinQueueInput = z.strictObject({
  product_id: ProductId,
  email: z.preprocess((value) => (value === '' ? undefined : value), Email.optional()),
});
export type JoinQueueInput = z.infer<typeof JoinQueueInput>;

/** The page the link of "It's your turn" opens (client/routes/queue-turn.tsx), its token in the query. */
export const QUEUE_TURN_PATH = '/queue-turn';

/** Said of a turn's link that carries no token the shop made. */
export const TURN_LINK_INVALID = 'This link is not valid.';

/** Opening that link: the token it carries (server/modules/users/secret-token.ts makes 32 characters). */
export const TakeTurnInput = z.strictObject({ token: z.string().trim().min(1, TURN_LINK_INVALID).max(64, TURN_LINK_INVALID) });
export type TakeTurnInput = z.infer<typeof TakeTurnInput>;

/** The caller's place in a piece's queue (design.md §8 "Next in line"). */
export const QueuePlaceOutput = z.object({
  product_id: z.number().int(),
  /** How many wait, the one whose turn runs included. */
  length: z.number().int(),
  /** 1 is first in line (or in their turn); null when the caller is not in the queue. */
  place: z.number().int().nullable(),
  /** The piece is the caller's now, until `turn_ends_at`: they may check out, or pass. */
  your_turn: z.boolean(),
  /** Null while the piece is Pending (the queue waits for its order's outcome). */
  turn_starts_at: z.iso.datetime().nullable(),
  turn_ends_at: z.iso.datetime().nullable(),
});
export type QueuePlaceOutput = z.infer<typeof QueuePlaceOutput>;

/** The pieces the caller waits for, with their place in each: My Orders and the cart list them. */
export const MyQueuesOutput = z.object({
  queues: z.array(QueuePlaceOutput.extend({ product: z.object({ id: z.number().int(), name: z.string() }) })),
});
export type MyQueuesOutput = z.infer<typeof MyQueuesOutput>;

export const AdminQueueEntryOutput = z.object({
  place: z.number().int(),
  buyer: z.object({
    kind: z.enum(BUYER_KINDS),
    /** The user's name, or "Guest" and the first characters of the guest id (as the holds list names them). */
    name: z.string(),
    email: z.string(),
  }),
  joined_at: z.iso.datetime(),
  turn_starts_at: z.iso.datetime().nullable(),
  turn_ends_at: z.iso.datetime().nullable(),
  notified: z.boolean(),
});
export type AdminQueueEntryOutput = z.infer<typeof AdminQueueEntryOutput>;

export const AdminQueueOutput = z.object({ product_id: z.number().int(), entries: z.array(AdminQueueEntryOutput) });
export type AdminQueueOutput = z.infer<typeof AdminQueueOutput>;
