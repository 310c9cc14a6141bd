import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { centavosToPesos } from '../../../shared/money.ts';
import { CART_MESSAGES, type CartOutput } from '../../../shared/schemas/cart.ts';
import type { Buyer } from '../../buyer.ts';
import type { Em } from '../../db/orm.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { toProductOutput } from '../catalog/catalog.service.ts';
import { isHeldBy, isTakenFor } from '../catalog/availability.ts';
import { Product } from '../catalog/product.entity.ts';
import { CartItem } from './cart-item.entity.ts';
import { Cart } from './cart.entity.ts';

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
  const lines = items.map((item) => {
    const product = toProductOutput(item.product, buyer, now);
    return {
      id: item.id,
      product,
      is_available: product.available_to_you,
      reserved_by_you: isHeldBy(item.product, buyer, now),
    };
  });
  return {
    items: lines,
    subtotal: centavosToPesos(items.reduce((sum, item) => sum + item.product.priceCentavos, 0)),
    count: lines.length,
  };
}

/** Why a piece cannot go into this buyer's cart, in the words of spec §5; null when it can. */
function refusalFor(product: Product, buyer: Buyer, now: Date): string | null {
  if (!isTakenFor(product, buyer, now)) return null;
  return product.status === 'Sold' ? CART_MESSAGES.sold : CART_MESSAGES.onHold;
}

/** Re-reads the product, refuses it unless the buyer may have it, and adds one line (idempotent). */
export async function addToCart(em: Em, buyer: Buyer, productId: number, now = new Date()): Promise<CartOutput> {
  const product = await em.findOne(Product, { id: productId });
  if (!product) throw new NotFoundError('Product not found');
  const refusal = refusalFor(product, buyer, now);
  if (refusal) throw new ConflictError(refusal);
  const cart = await cartOf(em, buyer);
  await em.execute(
    'insert into cart_items (cart_id, product_id, created_at) values (?, ?, ?) on conflict (cart_id, product_id) do nothing',
    [cart.id, product.id, now],
  );
  return getCart(em, buyer, now);
}

export async function removeFromCart(em: Em, buyer: Buyer, cartItemId: number): Promise<CartOutput> {
  const cart = await findCart(em, buyer);
  // Scoped to the buyer's own cart: another buyer's line id reads as missing, never as removable.
  const removed = cart ? await em.nativeDelete(CartItem, { id: cartItemId, cart }) : 0;
  if (removed === 0) throw new NotFoundError('Cart item not found');
  return getCart(em, buyer);
}

export async function clearCart(em: Em, buyer: Buyer): Promise<CartOutput> {
  const cart = await findCart(em, buyer);
  if (cart) await em.nativeDelete(CartItem, { cart });
  return getCart(em, buyer);
}

/**
 * After a guest signs in or registers, their cart and live holds become the user's: lines the user
 * lacks are moved over, then the guest cart is gone.
 */
export async function adoptGuestCart(
  em: Em,
  guestId: string | null,
  userId: number,
  extraProductIds: number[] = [],
): Promise<void> {
  const user: Buyer = { kind: 'user', id: String(userId) };
  await em.transactional(async (tx) => {
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
    for (const productId of extraProductIds) {
      await tx.execute(
        `insert into cart_items (cart_id, product_id, created_at)
         select ?, id, ? from products where id = ? on conflict (cart_id, product_id) do nothing`,
        [userCart.id, new Date(), productId],
      );
    }
    if (guestId) {
      await tx.execute(
        `update products set hold_buyer_kind = 'user', hold_buyer_id = ?
         where hold_buyer_kind = 'guest' and hold_buyer_id = ?`,
        [user.id, guestId],
      );
    }
  });
}
