import type { Buyer } from '../../buyer.ts';
import type { Em } from '../../db/orm.ts';
import { defineTask, type MailOutbox } from '../mail/mail-kind.ts';
import { pushToOwner } from '../push/owner-push.ts';

/** A turn as it was planned: whose, on which piece, from when to when. */
type PlannedTurn = { entryId: number; productId: number; buyerKind: Buyer['kind']; buyerId: string; startsAt: string; endsAt: string };

type TurnRow = { turn_ends_at: Date | string | null };
type PieceRow = { name: string; status: string; claimed: boolean };

/**
 * Tells the owner's devices when a queue's turn ended with its buyer not holding the piece (the issue's
 * "a turn left unclaimed"): planned at the turn's end, with the turn, in the transaction that plans it
 * (turns.ts). At that time it tells nothing when the turn was moved since (a new end plans its own),
 * when the piece is in an order, or when the buyer held it in their turn: their hold then began in it
 * (the turn becomes the hold, from the turn's start; hold-start.entity.ts keeps that start).
 */
export const turnUnclaimedPushTask = defineTask<PlannedTurn>('turn-unclaimed-push', async (em, turn, { outbox }) => {
  const [entry] = await em.execute<TurnRow[]>('select turn_ends_at from queue_entries where id = ?', [turn.entryId]);
  if (entry?.turn_ends_at && new Date(entry.turn_ends_at).getTime() !== Date.parse(turn.endsAt)) return;
  const [piece] = await em.execute<PieceRow[]>(
    `select p.name, p.status, exists (
       select 1 from hold_starts h
       where h.product_id = p.id and h.buyer_kind = ? and h.buyer_id = ? and h.started_at >= ? and h.started_at < ?
     ) as claimed
     from products p where p.id = ?`,
    [turn.buyerKind, turn.buyerId, new Date(turn.startsAt), new Date(turn.endsAt), turn.productId],
  );
  if (!piece || piece.status !== 'Available' || piece.claimed) return;
  await em.transactional((tx) =>
    pushToOwner(tx, outbox, () => ({
      title: `Turn not taken: ${piece.name}`,
      body: 'The buyer whose turn it was did not hold it. The next in line has it now, or it is back on sale.',
      url: '/admin-holds',
      tag: `turn-${turn.productId}`,
      pending: null,
    })),
  );
});

/** Plans the push for the end of a turn that starts anew, in the transaction that plans the turn. */
export function planTurnUnclaimedPush(tx: Em, outbox: MailOutbox, turn: PlannedTurn): Promise<void> {
  return outbox.schedule(tx, turnUnclaimedPushTask, turn, new Date(turn.endsAt));
}
