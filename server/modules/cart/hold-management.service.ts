import { type LiveHoldOutput, type LiveHoldsOutput } from '../../../shared/schemas/cart.ts';
import { HOLD_ADMIN_MESSAGES } from '../../../shared/cart-messages.ts';
import type { Em } from '../../db/orm.ts';
import { NotFoundError } from '../../errors.ts';
import { releaseHold, scheduleTurns, updatePiecesLive } from '../pieces/pieces.ts';
import { Product } from '../pieces/entities.ts';
import { NO_MAIL, type MailOutbox } from '../mail/mail-kind.ts';
import { guestContacts } from '../profiles/profiles.service.ts';
import { User } from '../users/user.entity.ts';

/** Enough of a guest id to tell guests apart in the list, far too little to act as them. */
const GUEST_ID_SHOWN = 6;

/**
 * Every live hold, the soonest to lapse first: the piece, its buyer, the address, since and until when.
 * A guest is named as they typed at checkout's first step (their profile, saved there), else by the
 * start of their id (audit C-17).
 */
export async function listLiveHolds(em: Em, now = new Date()): Promise<LiveHoldsOutput> {
  const products = await em.find(
    Product,
    { status: 'Available', holdExpiresAt: { $gt: now } },
    { fields: ['name', 'sku', 'holdBuyerKind', 'holdBuyerId', 'holdAddress', 'holdStartedAt', 'holdExpiresAt'], orderBy: { holdExpiresAt: 'asc', id: 'asc' } },
  );
  const userIds = products.flatMap((product) => (product.holdBuyerKind === 'user' ? [Number(product.holdBuyerId)] : []));
  const users = userIds.length > 0 ? await em.find(User, { id: { $in: userIds } }, { fields: ['name', 'email'] }) : [];
  const userById = new Map(users.map((user) => [String(user.id), user]));
  const guests = await guestContacts(em, products.flatMap((product) => (product.holdBuyerKind === 'guest' && product.holdBuyerId ? [product.holdBuyerId] : [])));
  const buyerOf = ({ holdBuyerKind: kind, holdBuyerId: id }: Pick<Product, 'holdBuyerKind' | 'holdBuyerId'>): LiveHoldOutput['buyer'] => {
    if (kind === 'guest') {
      const typed = guests.get(id ?? '');
      return { kind, name: typed?.name ?? `Guest ${(id ?? '').slice(0, GUEST_ID_SHOWN)}…`, email: typed?.email ?? null };
    }
    const user = userById.get(id ?? '');
    return { kind: 'user', name: user?.name ?? `Deleted user ${id}`, email: user?.email ?? null };
  };
  return {
    holds: products.map((product) => ({
      product: { id: product.id, name: product.name, sku: product.sku ?? null },
      buyer: buyerOf(product),
      address: product.holdAddress ?? null,
      started_at: product.holdStartedAt?.toISOString() ?? null,
      // The filter above: a live hold has an expiry.
      expires_at: (product.holdExpiresAt ?? now).toISOString(),
    })),
  };
}

/**
 * Ends a live hold at once: the piece is Available to everyone from this moment, on every screen
 * (design.md §8), or the first in its queue's from this moment. One conditional UPDATE, so a hold that lapsed or was turned into an order meanwhile
 * is not touched.
 */
export async function releaseLiveHold(em: Em, productId: number, now = new Date(), mail: MailOutbox = NO_MAIL): Promise<{ id: number }> {
  const released = await em.transactional(async (tx) => {
    const ids = await updatePiecesLive(tx, { id: productId, status: 'Available', holdExpiresAt: { $gt: now } }, { ...releaseHold({}), updatedAt: now });
    // The first in line (if any) has the piece from now on.
    await scheduleTurns(tx, ids, now, mail);
    return ids.length;
  });
  if (released === 0) throw new NotFoundError(HOLD_ADMIN_MESSAGES.notHeld);
  return { id: productId };
}
