import { LockMode } from '@mikro-orm/core';
import { pesosToCentavos } from '../../../shared/money.ts';
import { orderAmounts, type OrderAmounts } from '../../../shared/order-amounts.ts';
import { CART_MESSAGES } from '../../../shared/cart-messages.ts';
import { CHECKOUT_MESSAGES, type PlaceGuestOrderInput, type PlaceOrderInput } from '../../../shared/schemas/orders.ts';
import type { Buyer } from '../../buyer.ts';
import type { Em } from '../../db/orm.ts';
import { isDatabaseUnavailable } from '../../db/unavailable.ts';
import { ConflictError, ValidationError } from '../../errors.ts';
import { storeImageVariants } from '../../images/image-variants.ts';
import type { Storage } from '../../storage/storage.ts';
import type { MailOutbox } from '../mail/mail-kind.ts';
import { checkDeliveryPlace } from '../address/delivery-place.ts';
import { CartItem } from '../cart/cart-item.entity.ts';
import { Cart } from '../cart/cart.entity.ts';
import {
  hasLiveQueue,
  holdColumnsOf,
  isTakenFor,
  leaveQueues,
  lockHolders,
  pieceChange,
  publishLive,
  refuseInOpening,
  releaseHold,
  scheduleTurns,
  turnsOf,
} from '../pieces/pieces.ts';
import { Product } from '../pieces/entities.ts';
import { addressColumns, saveProfile } from '../profiles/profiles.service.ts';
import { readPublicSettings } from '../settings/settings.service.ts';
import { User } from '../users/user.entity.ts';
import { OrderItem } from './order-item.entity.ts';
import { toOrderWithoutProofUrl, type OrderWithoutProofUrl } from './order-output.ts';
import { newOrderAlertMail } from './mails/new-order-alert.mail.ts';
import { orderReceiptMail } from './mails/order-receipt.mail.ts';
import { Order } from './order.entity.ts';
import { ownedBy } from './orders.service.ts';
import { reservedDiscount, spendReservation } from './distinct-amounts.service.ts';
import { proofHash } from './proof-hash.ts';
import { readProofTask } from './receipt-reading.service.ts';
import { pushToOwner } from '../push/owner-push.ts';
import { newOrderPush, pendingOrders } from './owner-pushes.ts';

const PROOF_WIDTH = 1600;

async function existingOrder(em: Em, buyer: Buyer, idempotencyKey: string | undefined): Promise<OrderWithoutProofUrl | null> {
  if (!idempotencyKey) return null;
  const order = await em.findOne(Order, { idempotencyKey, ...ownedBy(buyer) }, { populate: ['items', 'items.product', 'user'] });
  return order ? toOrderWithoutProofUrl(order) : null;
}

/** Checks the proof by its bytes and stores it re-encoded (no EXIF, no GPS) under a random key. */
export async function storeProof(storage: Storage, proof: Buffer): Promise<string> {
  const stored = await storeImageVariants(storage, proof, {
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

type CheckedCart = { cart: Cart; products: Product[]; amounts: OrderAmounts };

/**
 * The cart as the order would take it: not empty, as the buyer saw it (`cart_items`), every piece
 * Available or held by this buyer, and the buyer's shipping fee and total what the server computes
 * (less the discount reserved for this buyer's amount, distinct-amounts.service.ts).
 * With `lock`, the pieces are locked in id order until the transaction ends.
 */
async function checkCart(em: Em, buyer: Buyer, input: Placement, now: Date, lock: boolean): Promise<CheckedCart> {
  const cart = await em.findOne(Cart, { ownerKind: buyer.kind, ownerId: buyer.id });
  const productIds = cart ? (await em.find(CartItem, { cart }, { fields: ['product'] })).map((item) => item.product.id) : [];
  if (!cart || productIds.length === 0) throw new ConflictError(CART_MESSAGES.empty);
  if (input.cart_items && [...input.cart_items].sort().join() !== [...productIds].sort().join()) {
    throw new ValidationError({ cart_items: [CHECKOUT_MESSAGES.cartChanged] });
  }
  const products = await em.find(
    Product,
    { id: { $in: productIds } },
    lock ? { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } } : { orderBy: { id: 'asc' } },
  );
  // A piece in a queue is this buyer's during their turn: only its turns can say so.
  const turns = await turnsOf(em, products.flatMap((product) => (hasLiveQueue(product, now) ? [product.id] : [])));
  const taken = products.some((product) => isTakenFor({ ...holdColumnsOf(product), turns: turns.get(product.id) }, buyer, now));
  if (products.length !== productIds.length || taken) throw new ConflictError(CART_MESSAGES.unavailable);
  // An order can take pieces nobody holds: in a drop's opening it is judged as a hold would be.
  await refuseInOpening(em, buyer, productIds, now, { queues: false });

  const pieces = products.reduce((sum, product) => sum + product.priceCentavos, 0);
  const shop = await readPublicSettings(em);
  const base = orderAmounts(input.province, pieces, shop);
  const amounts = orderAmounts(input.province, pieces, shop, await reservedDiscount(em, buyer, base.amountToPayCentavos));
  if (pesosToCentavos(input.shipping_fee) !== amounts.shippingCentavos) {
    throw new ValidationError({ shipping_fee: [CHECKOUT_MESSAGES.totalChanged] });
  }
  if (pesosToCentavos(input.grand_total) !== amounts.amountToPayCentavos) {
    throw new ValidationError({ grand_total: [CHECKOUT_MESSAGES.totalChanged] });
  }
  return { cart, products, amounts };
}

/**
 * Places an order (design.md §2). The address is checked against the PSGC data first, then the cart,
 * its holds and the totals, and only then is the proof decoded (the costly step, up to 50 MP), so a
 * submission that cannot succeed never costs a decode. The writes are one transaction, which checks
 * the cart again with its pieces locked in id order: the order and its items (name and price
 * copied), the pieces turned Pending, the cart emptied. A retry with the same idempotency key gets
 * the buyer's first order back. The buyer's receipt and the owner's alert are enqueued, and the new order
 * and its Pending pieces published to live screens, in the same transaction: an order that rolls back
 * sends nothing, and a mail server that is down loses nothing.
 */
export async function placeOrder(em: Em, storage: Storage, mail: MailOutbox, buyer: Buyer, input: Placement, now = new Date()): Promise<OrderWithoutProofUrl> {
  const previous = await existingOrder(em, buyer, input.idempotency_key);
  if (previous) return previous;
  // The shipping fee and the order follow the address as the selects spell it.
  const placement = { ...input, ...checkDeliveryPlace(input) };
  let proofKey: string | undefined;
  let orderId: number;
  try {
    // A context of its own: the transaction below must read the pieces anew, under its locks.
    await checkCart(em.fork(), buyer, placement, now, false);
    const proofBytes = Buffer.from(await placement.payment_proof.arrayBuffer());
    proofKey = await storeProof(storage, proofBytes);
    const storedProof = proofKey;
    // Hashed from the upload as sent, once it is known to be a picture: the owner's re-used-screenshot flag.
    const hash = await proofHash(proofBytes);
    orderId = await em.transactional(async (tx) => {
      // As a hold does, so two accounts of one inbox cannot each take a drop's last share at once.
      await lockHolders(tx, [buyer]);
      const { cart, products, amounts } = await checkCart(tx, buyer, placement, now, true);
      const order = tx.create(Order, {
        status: 'pending',
        user: buyer.kind === 'user' ? tx.getReference(User, Number(buyer.id)) : null,
        guestId: buyer.kind === 'guest' ? buyer.id : null,
        email: placement.email,
        customerName: placement.customer_name,
        ...addressColumns(placement),
        paymentMethod: placement.payment_method ?? null,
        paymentReference: placement.payment_reference ?? null,
        amountSentCentavos: placement.amount_sent === undefined ? null : pesosToCentavos(placement.amount_sent),
        paymentProofKey: storedProof,
        proofHash: hash,
        subtotalCentavos: amounts.subtotalCentavos,
        shippingFeeCentavos: amounts.shippingCentavos,
        discountCentavos: amounts.discountCentavos,
        totalCentavos: amounts.amountToPayCentavos,
        idempotencyKey: placement.idempotency_key ?? null,
        createdAt: now,
        updatedAt: now,
      });
      for (const product of products) {
        tx.create(OrderItem, { order, orderStatus: order.status, product, productName: product.name, productSku: product.sku ?? null, priceCentavos: product.priceCentavos });
        product.status = 'Pending';
        releaseHold(product);
      }
      await tx.flush();
      await tx.nativeDelete(CartItem, { cart });
      await spendReservation(tx, buyer);
      await publishLive(tx, [
        { type: 'order', id: order.id, status: order.status, placed: true, buyer },
        ...products.map((product) => pieceChange(product)),
      ]);
      // The buyer's own places in line are spent; the others wait for this order's outcome.
      const productIds = products.map((product) => product.id);
      await leaveQueues(tx, buyer, productIds);
      await scheduleTurns(tx, productIds, now, mail);
      await mail.enqueue(tx, orderReceiptMail, { orderId: order.id });
      await mail.enqueue(tx, newOrderAlertMail, { orderId: order.id });
      await pushToOwner(tx, mail, async () => newOrderPush(order, products.length, await pendingOrders(tx)), now);
      await mail.schedule(tx, readProofTask, { orderId: order.id, proofKey: storedProof }, now);
      return order.id;
    });
  } catch (error) {
    // A connection lost during COMMIT loses its answer, not always the commit: the order may exist,
    // so its proof stays (an unreferenced file costs bytes; a missing proof loses the payment's record).
    if (proofKey && !isDatabaseUnavailable(error)) await storage.delete(proofKey);
    // Two submissions with one key raced and this one lost (its cart emptied, its pieces turned
    // Pending, or the unique key refused it): answer with the order the other one placed. Under the
    // buyer's lock: a transaction whose connection was lost during COMMIT may still be committing on
    // the database, and holds that lock until it has.
    const winner = await em.fork().transactional(async (tx) => {
      await lockHolders(tx, [buyer]);
      return existingOrder(tx, buyer, placement.idempotency_key);
    });
    if (winner) return winner;
    throw error;
  }
  await saveProfile(em.fork(), buyer, placement);
  const order = await em.fork().findOneOrFail(Order, { id: orderId }, { populate: ['items', 'items.product', 'user'] });
  return toOrderWithoutProofUrl(order);
}
