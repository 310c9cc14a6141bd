import type { HoldOutput } from '../../../shared/schemas/cart.ts';
import type { Buyer } from '../../buyer.ts';
import { batched } from '../../db/batches.ts';
import type { Em } from '../../db/orm.ts';
import { NO_MAIL, type MailOutbox } from '../mail/mail-kind.ts';
import { decideHolds, lookAtCarts, type HoldOrigin } from './hold-rule.ts';

/**
 * Past this many, the requests that arrived wait for the next batch. A hold is decided in well under a
 * millisecond inside the routine, and a look in less, so a full batch stays a short transaction.
 */
const MOST_PER_BATCH = 100;

const lookTogether = batched(lookAtCarts, MOST_PER_BATCH);
const holdTogether = batched(decideHolds, MOST_PER_BATCH);

/**
 * Holds every piece in the buyer's cart, all or none (hold-rule.ts), judged at `now`: refused at once
 * when a lock-free first look already refuses it, else decided. Both steps are batched with the holds
 * arriving beside it at this instance (db/batches.ts). The turns it moves are mailed through `mail`.
 */
export async function holdCart(em: Em, buyer: Buyer, origin: HoldOrigin, now = new Date(), mail: MailOutbox = NO_MAIL): Promise<HoldOutput> {
  const refused = await lookTogether(em, { buyer, at: now });
  if (refused) throw refused;
  const answer = await holdTogether(em, { buyer, origin, at: now, mail });
  if (answer instanceof Error) throw answer;
  return answer;
}
