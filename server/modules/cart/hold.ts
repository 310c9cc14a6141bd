import type { HoldOutput } from '../../../shared/schemas/cart.ts';
import type { Buyer } from '../../buyer.ts';
import type { Em } from '../../db/orm.ts';
import { NO_MAIL, type MailOutbox } from '../mail/mail-kind.ts';
import { decideInBatch } from './hold-batches.ts';
import { firstLook, type HoldOrigin } from './hold-rule.ts';

/**
 * Holds every piece in the buyer's cart, all or none (hold-rule.ts), judged at `now`: refused at once
 * when a lock-free first look already refuses it, else decided with the holds arriving beside it
 * (hold-batches.ts). The turns it moves are mailed through `mail`.
 */
export async function holdCart(em: Em, buyer: Buyer, origin: HoldOrigin, now = new Date(), mail: MailOutbox = NO_MAIL): Promise<HoldOutput> {
  await firstLook(em, buyer, now);
  const answer = await decideInBatch(em, { buyer, origin, at: now, mail });
  if (answer instanceof Error) throw answer;
  return answer;
}
