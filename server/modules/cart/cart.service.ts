import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { centavosToPesos, pesosToCentavos } from '../../../shared/money.ts';
import { type CartOutput } from '../../../shared/schemas/cart.ts';
import { CART_MESSAGES } from '../../../shared/cart-messages.ts';
import type { Buyer } from '../../buyer.ts';
import type { Em } from '../../db/orm.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { toProductOutput, withheldProductOutput } from '../catalog/catalog.service.ts';
import { LIVE_SQL, adoptQueuePlaces, hasLiveQueue, holdColumnsOf, isHeldBy, isLive, isTakenFor, leaveQueues, letGoOfHold, lockHolders, releaseHold, scheduleTurns, turnsOf, updatePiecesLive } from '../pieces/pieces.ts';
import { Product } from '../pieces/entities.ts';
import { positional } from '../../db/named-parameters.ts';
import { readWholeNumberSetting } from '../settings/settings.service.ts';
import { CartItem } from './cart-item.entity.ts';
import { Cart } from './cart.entity.ts';
import { NO_MAIL, type MailOutbox } from '../mail/mail-kind.ts';

async function findCart(em: Em, buyer: Buyer): Promise<Cart | null> {
  return em.findOne(Cart, { ownerKind: buyer.kind, ownerId: buyer.id });
}

/** The buyer's cart, created on first use; two first requests at once still make only one. */
async function cartOf(em: Em, buyer: Buyer): Promise<Cart> {
  const existing = await findCart(em, buyer);
  if (existing) return existing;
  try {
    const cart = em.create(Cart, { ownerKind: buyer.kind, ownerId: buyer.id });
    await em.flush();
    return cart;
  } catch (error) {
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    em.clear();
    const winner = await findCart(em, buyer);
    if (!winner) throw error;
    return winner;
  }
}

export async function getCart(em: Em, buyer: Buyer, now = new Date()): Promise<CartOutput> {
  const cart = await findCart(em, buyer);
  const items = cart
    ? await em.find(CartItem, { cart }, { populate: ['product', 'product.images'], orderBy: { id: 'asc' } })
    : [];
  // A piece in a queue is the buyer's during their turn: the cart reads the turns to know it.
  const turns = await turnsOf(em, items.flatMap((item) => (hasLiveQueue(item.product, now) ? [item.product.id] : [])));
  const lines = items.map((item) => {
    // A piece sent back to Draft (or rescheduled) after it was carted: its line stays, to be removed, but tells nothing of it.
    const live = isLive(item.product, now);
    const pieceTurns = turns.get(item.product.id);
    const product = live ? toProductOutput(item.product, buyer, now, pieceTurns) : withheldProductOutput(item.product);
    return {
      id: item.id,
      product,
      is_available: product.available_to_you,
      reserved_by_you: live && isHeldBy({ ...holdColumnsOf(item.product), turns: pieceTurns }, buyer, now),
    };
  });
  return {
    items: lines,
    subtotal: centavosToPesos(lines.reduce((sum, line) => sum + pesosToCentavos(line.product.price), 0)),
    count: lines.length,
  };
}

/** Why a piece cannot go into this buyer's cart, in the words of docs/product/rules.md "Adding to the cart"; null when it can. */
function refusalFor(product: Product, buyer: Buyer, now: Date): string | null {
  if (!isTakenFor(product, buyer, now)) return null;
  return product.status === 'Sold' ? CART_MESSAGES.sold : CART_MESSAGES.onHold;
}

/**
 * Re-reads the product, refuses it unless the buyer may have it, and adds one line (idempotent). A
 * piece that is not live is refused as a missing one is, so a Draft's existence does not leak.
 */
export async function addToCart(em: Em, buyer: Buyer, productId: number, now = new Date()): Promise<CartOutput> {
  const product = await em.findOne(Product, { id: productId });
  if (!product || !isLive(product, now)) throw new NotFoundError('Product not found');
  const refusal = refusalFor(product, buyer, now);
  if (refusal) throw new ConflictError(refusal);
  const cart = await cartOf(em, buyer);
  await em.execute(
    'insert into cart_items (cart_id, product_id, created_at) values (?, ?, ?) on conflict (cart_id, product_id) do nothing',
    [cart.id, product.id, now],
  );
  return getCart(em, buyer, now);
}

/**
 * Puts the piece in the buyer's cart inside the caller's transaction, whatever its status (joining a
 * piece's queue: the piece waits there, "On hold by other user", until the buyer's turn). Idempotent.
 */
export async function putInCart(tx: Em, buyer: Buyer, productId: number, now: Date): Promise<void> {
  await tx.execute('insert into carts (owner_kind, owner_id, created_at, updated_at) values (?, ?, ?, ?) on conflict (owner_kind, owner_id) do nothing', [
    buyer.kind,
    buyer.id,
    now,
    now,
  ]);
  await tx.execute(
    `insert into cart_items (cart_id, product_id, created_at) select id, ?, ? from carts where owner_kind = ? and owner_id = ?
     on conflict (cart_id, product_id) do nothing`,
    [productId, now, buyer.kind, buyer.id],
  );
}

/** Takes these pieces out of the buyer's cart inside the caller's transaction (leaving a queue), holds untouched. */
export async function removeLines(tx: Em, buyer: Buyer, productIds: number[]): Promise<void> {
  const cart = await findCart(tx, buyer);
  if (cart) await tx.nativeDelete(CartItem, { cart: cart.id, product: { $in: productIds } });
}

export async function removeFromCart(em: Em, buyer: Buyer, cartItemId: number, mail: MailOutbox = NO_MAIL): Promise<CartOutput> {
  const cart = await findCart(em, buyer);
  // Scoped to the buyer's own cart: another buyer's line id reads as missing, never as removable.
  const removed = cart
    ? await em.transactional(async (tx) => {
        const lines = await tx.execute<{ product_id: number }[]>('delete from cart_items where id = ? and cart_id = ? returning product_id', [cartItemId, cart.id]);
        await letGo(tx, buyer, lines.map((line) => line.product_id), mail);
        return lines.length;
      })
    : 0;
  if (removed === 0) throw new NotFoundError('Cart item not found');
  return getCart(em, buyer);
}

/** Empties the buyer's cart; its holds end at `now` (a test's clock, else the real one). */
export async function clearCart(em: Em, buyer: Buyer, mail: MailOutbox = NO_MAIL, now = new Date()): Promise<CartOutput> {
  const cart = await findCart(em, buyer);
  if (cart) {
    await em.transactional(async (tx) => {
      const lines = await tx.execute<{ product_id: number }[]>('delete from cart_items where cart_id = ? returning product_id', [cart.id]);
      await letGo(tx, buyer, lines.map((line) => line.product_id), mail, now);
    });
  }
  return getCart(em, buyer);
}

/**
 * The buyer lets go of the reservation checkout took (design.md §8, "a hold is its cart"): their own
 * holds on the pieces of their cart end, and those pieces are Available to everyone at once. The
 * pieces stay in the cart. Releasing what is not held, or twice, changes nothing.
 */
export async function releaseCartHolds(em: Em, buyer: Buyer, mail: MailOutbox = NO_MAIL): Promise<CartOutput> {
  const cart = await findCart(em, buyer);
  const lines = cart ? await em.find(CartItem, { cart }, { fields: ['product'] }) : [];
  if (lines.length > 0) await em.transactional((tx) => releaseOwnHolds(tx, buyer, lines.map((line) => line.product.id), mail));
  return getCart(em, buyer);
}

/** The buyer's holds, still live, on these pieces: those a release lets go of (a lapsed one is let go already). */
const ownLiveHolds = (buyer: Buyer, productIds: number[], now: Date) => ({
  id: { $in: productIds },
  holdBuyerKind: buyer.kind,
  holdBuyerId: buyer.id,
  holdExpiresAt: { $gt: now },
});

/**
 * A hold keeps the pieces of the buyer's cart (design.md §2): a piece taken out of the cart is
 * Available again at once (or the next in its queue's), on every screen, and no longer counts against
 * the buyer's hold limit.
 */
async function releaseOwnHolds(tx: Em, buyer: Buyer, productIds: number[], mail: MailOutbox, now = new Date()): Promise<void> {
  const released = await updatePiecesLive(tx, ownLiveHolds(buyer, productIds, now), letGoOfHold(now));
  await scheduleTurns(tx, released, now, mail);
}

/** Pieces taken out of the cart: the buyer's holds on them end, and so does their place in their queues (a place in line is a cart line). */
async function letGo(tx: Em, buyer: Buyer, productIds: number[], mail: MailOutbox, now = new Date()): Promise<void> {
  const left = await leaveQueues(tx, buyer, productIds);
  const released = await updatePiecesLive(tx, ownLiveHolds(buyer, productIds, now), letGoOfHold(now));
  await scheduleTurns(tx, [...left, ...released], now, mail);
}

/**
 * After a guest signs in or registers, their cart, live holds and places in line become the user's:
 * lines the user lacks are moved over, then the guest cart is gone.
 */
export async function adoptGuestCart(
  em: Em,
  guestId: string | null,
  account: { id: number; email: string },
  extraProductIds: number[] = [],
  mail: MailOutbox = NO_MAIL,
): Promise<void> {
  const user: Buyer = { kind: 'user', id: String(account.id) };
  const guest: Buyer | null = guestId ? { kind: 'guest', id: guestId } : null;
  await em.transactional(async (tx) => {
    // Before any row is touched (hold-locks.ts): the user's holds and the guest's, as one change.
    if (guest) await lockHolders(tx, [user, guest]);
    const userCart = await cartOf(tx, user);
    const guestCart = guestId ? await findCart(tx, { kind: 'guest', id: guestId }) : null;
    if (guestCart) {
      await tx.execute(
        `insert into cart_items (cart_id, product_id, created_at)
         select ?, product_id, created_at from cart_items where cart_id = ?
         on conflict (cart_id, product_id) do nothing`,
        [userCart.id, guestCart.id],
      );
      await tx.nativeDelete(Cart, { id: guestCart.id });
    }
    const now = new Date();
    for (const productId of extraProductIds) {
      // Only a live piece: a Draft's id sent at sign-up adds nothing, as a missing one does.
      const { sql, params } = positional(
        `insert into cart_items (cart_id, product_id, created_at)
         select :cart, p.id, :now from products p where p.id = :product and ${LIVE_SQL} on conflict (cart_id, product_id) do nothing`,
        { cart: userCart.id, now, product: productId },
      );
      await tx.execute(sql, params);
    }
    if (guest) {
      await adoptGuestHolds(tx, guest, user, mail);
      await adoptQueuePlaces(tx, guest, user, account.email, now, mail);
    }
  });
}

/**
 * The guest's holds become the user's, unless the user's live holds and the guest's together pass
 * `max_pieces_per_buyer`: then the guest's are released. Otherwise a fresh guest id per hold, each
 * signed in to one account, would pile up holds beyond the cap (and outside the guests' per-address
 * count). The pieces stay in the cart, and holding them again says which limit was hit.
 */
async function adoptGuestHolds(tx: Em, guest: Buyer, user: Buyer, mail: MailOutbox, now = new Date()): Promise<void> {
  const liveHoldsOf = (buyer: Buyer) =>
    tx.count(Product, { holdBuyerKind: buyer.kind, holdBuyerId: buyer.id, status: 'Available', holdExpiresAt: { $gt: now } });
  const together = (await liveHoldsOf(user)) + (await liveHoldsOf(guest));
  const fits = together <= (await readWholeNumberSetting(tx, 'max_pieces_per_buyer'));
  // Either way every screen learns it, and the account's streams that the pieces are theirs.
  const moved = await updatePiecesLive(tx, { holdBuyerKind: guest.kind, holdBuyerId: guest.id }, fits ? { holdBuyerKind: user.kind, holdBuyerId: user.id } : releaseHold({}));
  // A released hold hands its pieces on to their queues, whose first in line is told; an adopted one changes no turn.
  if (!fits) await scheduleTurns(tx, moved, now, mail);
}
