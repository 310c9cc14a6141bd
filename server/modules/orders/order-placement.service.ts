import { LockMode } from '@mikro-orm/core';
import { pesosToCentavos } from '../../../shared/money.ts';
import { CART_MESSAGES } from '../../../shared/schemas/cart.ts';
import {
  CHECKOUT_MESSAGES,
  MAX_PROOF_BYTES,
  type PlaceGuestOrderInput,
  type PlaceOrderInput,
} from '../../../shared/schemas/orders.ts';
import { shippingFee } from '../../../shared/shipping.ts';
import type { Buyer } from '../../buyer.ts';
import type { Em } from '../../db/orm.ts';
import { isDatabaseUnavailable } from '../../db/unavailable.ts';
import { ConflictError, ValidationError } from '../../errors.ts';
import { storeImageVariants } from '../../images/image-variants.ts';
import type { Storage } from '../../storage/storage.ts';
import { isKnownProvince } from '../address/address.service.ts';
import { CartItem } from '../cart/cart-item.entity.ts';
import { Cart } from '../cart/cart.entity.ts';
import { isTakenFor, releaseHold } from '../catalog/availability.ts';
import { Product } from '../catalog/product.entity.ts';
import { addressColumns, saveProfile } from '../profiles/profiles.service.ts';
import { readPublicSettings } from '../settings/settings.service.ts';
import { User } from '../users/user.entity.ts';
import { OrderItem } from './order-item.entity.ts';
import { toOrderWithoutProofUrl, type OrderWithoutProofUrl } from './order-output.ts';
import { Order } from './order.entity.ts';
import { ownedBy } from './orders.service.ts';

const PROOF_WIDTH = 1600;

async function existingOrder(em: Em, buyer: Buyer, idempotencyKey: string | undefined): Promise<OrderWithoutProofUrl | null> {
  if (!idempotencyKey) return null;
  const order = await em.findOne(Order, { idempotencyKey, ...ownedBy(buyer) }, { populate: ['items', 'items.product', 'user'] });
  return order ? toOrderWithoutProofUrl(order) : null;
}

/** Checks the proof by its bytes and stores it re-encoded (no EXIF, no GPS) under a random key. */
async function storeProof(storage: Storage, proof: File): Promise<string> {
  if (proof.size > MAX_PROOF_BYTES) throw new ValidationError({ payment_proof: [CHECKOUT_MESSAGES.proofTooLarge] });
  const stored = await storeImageVariants(storage, Buffer.from(await proof.arrayBuffer()), {
    prefix: 'proofs',
    widths: [PROOF_WIDTH],
    field: 'payment_proof',
  }).catch((error: unknown) => {
    if (error instanceof ValidationError) throw new ValidationError({ payment_proof: [CHECKOUT_MESSAGES.proofNotImage] });
    throw error;
  });
  return `${stored.key}-${PROOF_WIDTH}.webp`;
}

type Placement = (PlaceOrderInput | PlaceGuestOrderInput) & { email: string };

/**
 * Places an order (design.md §2) in one transaction: the cart's products are locked in id order; each
 * must be Available and unheld, or held by this buyer; the server computes shipping and total and
 * refuses a disagreeing grand_total; then the order and its items (name and price copied) are written,
 * the products turn Pending and the cart empties. A retry with the same idempotency key gets the
 * first order back.
 */
export async function placeOrder(em: Em, storage: Storage, buyer: Buyer, input: Placement, now = new Date()): Promise<OrderWithoutProofUrl> {
  const previous = await existingOrder(em, buyer, input.idempotency_key);
  if (previous) return previous;
  if (!isKnownProvince(input.province)) throw new ValidationError({ province: ['Province is invalid'] });

  const proofKey = await storeProof(storage, input.payment_proof);
  let orderId: number;
  try {
    orderId = await em.transactional(async (tx) => {
      const cart = await tx.findOne(Cart, { ownerKind: buyer.kind, ownerId: buyer.id });
      const productIds = cart ? (await tx.find(CartItem, { cart }, { fields: ['product'] })).map((item) => item.product.id) : [];
      if (productIds.length === 0) throw new ConflictError(CART_MESSAGES.empty);
      if (input.cart_items && [...input.cart_items].sort().join() !== [...productIds].sort().join()) {
        throw new ValidationError({ cart_items: [CHECKOUT_MESSAGES.cartChanged] });
      }
      const products = await tx.find(
        Product,
        { id: { $in: productIds } },
        { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } },
      );
      const taken = products.some((product) => isTakenFor(product, buyer, now));
      if (products.length !== productIds.length || taken) throw new ConflictError(CART_MESSAGES.unavailable);

      const subtotal = products.reduce((sum, product) => sum + product.priceCentavos, 0);
      const shipping = pesosToCentavos(shippingFee(input.province, subtotal / 100, await readPublicSettings(tx)));
      if (pesosToCentavos(input.shipping_fee) !== shipping) {
        throw new ValidationError({ shipping_fee: [CHECKOUT_MESSAGES.totalChanged] });
      }
      if (pesosToCentavos(input.grand_total) !== subtotal + shipping) {
        throw new ValidationError({ grand_total: [CHECKOUT_MESSAGES.totalChanged] });
      }

      const order = tx.create(Order, {
        status: 'pending',
        user: buyer.kind === 'user' ? tx.getReference(User, Number(buyer.id)) : null,
        guestId: buyer.kind === 'guest' ? buyer.id : null,
        email: input.email,
        customerName: input.customer_name,
        ...addressColumns(input),
        paymentMethod: input.payment_method ?? null,
        paymentProofKey: proofKey,
        subtotalCentavos: subtotal,
        shippingFeeCentavos: shipping,
        totalCentavos: subtotal + shipping,
        idempotencyKey: input.idempotency_key ?? null,
        createdAt: now,
        updatedAt: now,
      });
      for (const product of products) {
        tx.create(OrderItem, { order, orderStatus: order.status, product, productName: product.name, priceCentavos: product.priceCentavos });
        product.status = 'Pending';
        releaseHold(product);
      }
      await tx.flush();
      await tx.nativeDelete(CartItem, { cart });
      return order.id;
    });
  } catch (error) {
    // A connection lost during COMMIT loses its answer, not always the commit: the order may exist,
    // so its proof stays (an unreferenced file costs bytes; a missing proof loses the payment's record).
    if (!isDatabaseUnavailable(error)) await storage.delete(proofKey);
    // Two submissions with one key raced and this one lost (its cart emptied, its pieces turned
    // Pending, or the unique key refused it): answer with the order the other one placed.
    const winner = await existingOrder(em.fork(), buyer, input.idempotency_key);
    if (winner) return winner;
    throw error;
  }
  await saveProfile(em.fork(), buyer, { ...input, email: input.email });
  const order = await em.fork().findOneOrFail(Order, { id: orderId }, { populate: ['items', 'items.product', 'user'] });
  return toOrderWithoutProofUrl(order);
}
