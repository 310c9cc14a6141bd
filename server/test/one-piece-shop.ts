import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nanoid } from 'nanoid';
import type { OrderStatus } from '../../shared/constants.ts';
import { PlaceGuestOrderInput } from '../../shared/schemas/orders.ts';
import { UpdateOrderStatusInput } from '../../shared/schemas/admin-orders.ts';
import { shippingFee } from '../../shared/shipping.ts';
import type { Buyer } from '../buyer.ts';
import type { Em } from '../db/orm.ts';
import { ConflictError, NotFoundError } from '../errors.ts';
import { addToCart, clearCart } from '../modules/cart/cart.service.ts';
import { hasLiveHold, hasLiveReservation, holdCart } from '../modules/pieces/pieces.ts';
import { Product } from '../modules/pieces/entities.ts';
import { releaseLiveHold } from '../modules/cart/hold-management.service.ts';
import { endProductReservation, markSold, reserveProduct, unmarkSold } from '../modules/catalog/manual-states.service.ts';
import { restockProduct } from '../modules/catalog/product-editing.service.ts';
import { OrderItem } from '../modules/orders/order-item.entity.ts';
import { placeOrder } from '../modules/orders/order-placement.service.ts';
import { updateOrderStatus } from '../modules/orders/order-status.service.ts';
import { readPublicSettings } from '../modules/settings/settings.service.ts';
import { LocalStorage } from '../storage/local-storage.ts';
import { NO_MAIL } from '../modules/mail/mail-kind.ts';
import { createTestProduct, PASIG_DELIVERY, proofFile } from './fixtures.ts';
import { createTestUser } from './test-app.ts';
import { liveHoldOf, liveReservationOf, storedStatusOf, type Action, type Model, type Outcome } from './one-piece-model.ts';

/**
 * The real shop beside the model: fresh pieces and guest buyers of its own, the services themselves
 * (both APIs call them) on a real database, and a clock the test moves, so a hold can run out.
 */
export type Shop = { productIds: number[]; guestIds: string[]; storage: LocalStorage; proof: File; owner: { id: number; email: string } };

const PRICE_CENTAVOS = 50_000;

export async function openShop(em: Em, pieces: number, buyers: number): Promise<Shop> {
  const productIds: number[] = [];
  for (let index = 0; index < pieces; index += 1) productIds.push((await createTestProduct(em, { priceCentavos: PRICE_CENTAVOS })).id);
  const storage = new LocalStorage(await mkdtemp(path.join(tmpdir(), 'ukay-one-piece-')));
  const { user: owner } = await createTestUser(em, { role: 'admin' });
  return { productIds, guestIds: Array.from({ length: buyers }, () => nanoid()), storage, proof: await proofFile(), owner };
}

function buyerOf(shop: Shop, buyer: number): Buyer {
  return { kind: 'guest', id: shop.guestIds[buyer] ?? '' };
}

function productIdOf(shop: Shop, piece: number): number {
  const id = shop.productIds[piece];
  if (id === undefined) throw new Error(`the shop has no piece ${piece}`);
  return id;
}

/** The buyer's cart becomes exactly these pieces, as they would add them one by one. */
async function fillCart(em: Em, shop: Shop, buyer: number, pieces: number[], now: Date): Promise<void> {
  // On the model's clock: a hold let go of ends at that moment (its expiry), not at the real one.
  await clearCart(em, buyerOf(shop, buyer), NO_MAIL, now);
  for (const piece of pieces) await addToCart(em, buyerOf(shop, buyer), productIdOf(shop, piece), now);
}

async function checkout(em: Em, shop: Shop, buyer: number, pieces: number[], now: Date): Promise<Answer> {
  await fillCart(em, shop, buyer, pieces, now);
  return placeCartOrder(em, shop, buyer, pieces, now);
}

/** Checks out the buyer's cart as it stands (these pieces), as checkout's step 2 would. */
export async function placeCartOrder(em: Em, shop: Shop, buyer: number, pieces: number[], now: Date): Promise<Answer> {
  const subtotal = (pieces.length * PRICE_CENTAVOS) / 100;
  const shipping = shippingFee(PASIG_DELIVERY.province, subtotal, await readPublicSettings(em));
  const input = PlaceGuestOrderInput.parse({
    ...PASIG_DELIVERY,
    email: `buyer${buyer}@example.com`,
    guest_id: buyerOf(shop, buyer).id,
    payment_proof: shop.proof,
    shipping_fee: shipping,
    grand_total: subtotal + shipping,
  });
  const order = await placeOrder(em, shop.storage, NO_MAIL, buyerOf(shop, buyer), input, now);
  return { ok: true, orderId: order.id };
}

async function run(em: Em, shop: Shop, action: Action, now: Date): Promise<Answer> {
  switch (action.kind) {
    case 'place':
      return checkout(em, shop, action.buyer, action.pieces, now);
    case 'hold':
      await fillCart(em, shop, action.buyer, action.pieces, now);
      await holdCart(em, buyerOf(shop, action.buyer), { address: null }, now);
      return { ok: true };
    case 'status':
      await updateOrderStatus(em, NO_MAIL, shop.owner, UpdateOrderStatusInput.parse({ id: action.orderId, status: action.status }), now);
      return { ok: true };
    case 'restock':
      await restockProduct(em, productIdOf(shop, action.piece), now);
      return { ok: true };
    case 'release':
      await releaseLiveHold(em, productIdOf(shop, action.piece), now);
      return { ok: true };
    case 'mark-sold':
      await markSold(em, shop.owner, productIdOf(shop, action.piece), now);
      return { ok: true };
    case 'unmark-sold':
      await unmarkSold(em, shop.owner, productIdOf(shop, action.piece), now);
      return { ok: true };
    case 'reserve': {
      const input = { id: productIdOf(shop, action.piece), reserved_for: '@maria', reserved_until: new Date(now.getTime() + action.minutes * 60_000) };
      await reserveProduct(em, shop.owner, input, now);
      return { ok: true };
    }
    case 'end-reservation':
      await endProductReservation(em, shop.owner, productIdOf(shop, action.piece), now);
      return { ok: true };
    case 'wait':
      return { ok: true };
  }
}

/** What the real shop answered: the new order's id when one was placed, the message of a refusal. */
export type Answer = { ok: boolean; orderId?: number; message?: string };

/** Runs one action on the real shop; a refusal (409, or 404 for a hold that is gone) is an answer, anything else a failure. */
export async function perform(em: Em, shop: Shop, action: Action, now: Date): Promise<Answer> {
  try {
    return await run(em, shop, action, now);
  } catch (error) {
    if (error instanceof ConflictError || error instanceof NotFoundError) return { ok: false, message: error.message };
    throw error;
  }
}

/** Whether a real answer is the one the model predicted (a refusal naming the order it should). */
export function answersAsPredicted(real: Answer, predicted: Outcome): boolean {
  if (real.ok !== predicted.ok) return false;
  if (!predicted.ok && predicted.names) return real.message?.includes(predicted.names) ?? false;
  return true;
}

type PieceState = { status: string; holder: string | null; until: number | null; markedSold: boolean; reservedUntil: number | null };
type OrderState = { status: OrderStatus; released: number[] };
export type ShopState = { pieces: PieceState[]; orders: Record<number, OrderState> };

/**
 * The shop's pieces and their orders as stored, in the terms of the model (pieces by index). A hold
 * counts while it is live: an expired one may linger in its columns, as the clock ends it (design.md §2).
 */
export async function readShop(em: Em, shop: Shop, now: Date): Promise<ShopState> {
  const products = await em.find(Product, { id: { $in: shop.productIds } });
  const lines = await em.find(OrderItem, { product: { $in: shop.productIds } }, { populate: ['order'], orderBy: { id: 'asc' } });
  const orders: Record<number, OrderState> = {};
  for (const line of lines) {
    const order = (orders[line.order.id] ??= { status: line.order.status, released: [] });
    if (line.released) order.released.push(shop.productIds.indexOf(line.product?.id ?? -1));
  }
  for (const order of Object.values(orders)) order.released.sort((a, b) => a - b);
  return {
    pieces: shop.productIds.map((id) => {
      const product = products.find((candidate) => candidate.id === id);
      if (!product) throw new Error(`piece ${id} is gone`);
      const live = hasLiveHold(product, now);
      return {
        status: product.status,
        holder: live ? product.holdBuyerId ?? null : null,
        until: live ? product.holdExpiresAt?.getTime() ?? null : null,
        markedSold: product.markedSoldAt !== null && product.markedSoldAt !== undefined,
        reservedUntil: hasLiveReservation(product, now) ? product.reservedUntil?.getTime() ?? null : null,
      };
    }),
    orders,
  };
}

/** What the model says `readShop` should find. */
export function expectedShop(model: Model, shop: Shop): ShopState {
  return {
    pieces: shop.productIds.map((_, piece) => {
      const hold = liveHoldOf(model, piece);
      return {
        status: storedStatusOf(model, piece),
        holder: hold ? (shop.guestIds[hold.buyer] ?? null) : null,
        until: hold ? hold.until : null,
        markedSold: model.markedSold[piece] ?? false,
        reservedUntil: liveReservationOf(model, piece),
      };
    }),
    orders: Object.fromEntries(model.orders.map((order) => [order.id, { status: order.status, released: [...order.released].sort((a, b) => a - b) }])),
  };
}
