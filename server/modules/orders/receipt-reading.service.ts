import { LockMode } from '@mikro-orm/core';
import { defineTask } from '../mail/mail-kind.ts';
import { publishLive } from '../pieces/pieces.ts';
import { Order } from './order.entity.ts';
import { pushToOwner } from '../push/owner-push.ts';
import { buyerOfOrder } from './orders.service.ts';
import { pendingOrders, proofAmountDiffersPush } from './owner-pushes.ts';
import { receiptFacts } from './receipt-facts.ts';
import { recogniseText } from './receipt-text.ts';

/**
 * Reads an order's proof in the background, never on the request path (docs/product/payment-codes.md
 * "Reading the receipt"): the amount and reference no. it shows, for the owner to compare with the
 * order and with what the buyer typed, and for the same-screenshot flag. Planned in the transaction that
 * stores the proof; a proof replaced meanwhile is left for its own reading. The order desk is told live,
 * and the owner's phone when the proof shows another amount than the order's.
 */
export const readProofTask = defineTask<{ orderId: number; proofKey: string }>('read-proof', async (em, { orderId, proofKey }, { storage, outbox }) => {
  const unread = await em.findOne(Order, { id: orderId, paymentProofKey: proofKey, proofReadAt: null }, { fields: ['id'] });
  const stored = unread && (await storage.get(proofKey));
  if (!stored) return;
  const facts = receiptFacts(await recogniseText(stored.body));
  await em.transactional(async (tx) => {
    // Locked, and still the proof read and unread: a payment fix that replaced it meanwhile keeps its own reading to come.
    const order = await tx.findOne(Order, { id: orderId, paymentProofKey: proofKey, proofReadAt: null }, { populate: ['user'], lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!order) return;
    order.proofReadAt = new Date();
    order.proofReadAmountCentavos = facts.amountCentavos;
    order.proofReadReference = facts.reference;
    await tx.flush();
    const buyer = buyerOfOrder(order);
    if (buyer) await publishLive(tx, [{ type: 'order', id: order.id, status: order.status, placed: false, buyer }]);
    const amountRead = facts.amountCentavos;
    if (amountRead !== null && amountRead !== order.totalCentavos) {
      await pushToOwner(tx, outbox, async () => proofAmountDiffersPush(order, amountRead, await pendingOrders(tx)));
    }
  });
});
