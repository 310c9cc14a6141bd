import { LockMode } from '@mikro-orm/core';
import { pesosToCentavos } from '../../../shared/money.ts';
import { referenceProblem } from '../../../shared/payments.ts';
import { PAYMENT_FIX_MESSAGES, ViewedOrderOutput, type PaymentFixInput } from '../../../shared/schemas/orders.ts';
import type { Em } from '../../db/orm.ts';
import { isDatabaseUnavailable } from '../../db/unavailable.ts';
import { ConflictError, ValidationError } from '../../errors.ts';
import type { Storage } from '../../storage/storage.ts';
import type { MailOutbox } from '../mail/mail-kind.ts';
import { publishLive } from '../pieces/pieces.ts';
import { paymentFixAlertMail } from './mails/payment-fix-alert.mail.ts';
import { recordOrderEvents } from './order-events.service.ts';
import { toOrderWithoutProofUrl } from './order-output.ts';
import { storeProof } from './order-placement.service.ts';
import { orderIdOfViewLink } from './order-view-link.service.ts';
import { Order } from './order.entity.ts';
import { buyerOfOrder } from './orders.service.ts';
import { proofHash } from './proof-hash.ts';
import { readProofTask } from './receipt-reading.service.ts';
import { pushToOwner } from '../push/owner-push.ts';
import { newProofPush, pendingOrders } from './owner-pushes.ts';

function refuseUnlessAwaiting(order: Pick<Order, 'status'>): void {
  if (order.status !== 'awaiting_payment_fix') throw new ConflictError(PAYMENT_FIX_MESSAGES.notAwaiting);
}

/**
 * A buyer's new proof for an order awaiting a payment fix, sent from the page a mail's link opens
 * (docs/product/pieces-and-orders.md "Order status"). The order goes back to pending with the new
 * proof, reference and amount, its deadline ends and its checklist starts again; its pieces stay
 * Pending, held by it all along. The owner is mailed and the desk told live, in the same
 * transaction; the old proof's file is deleted once the new one is the order's.
 */
export async function fixPaymentByViewLink(em: Em, storage: Storage, mail: MailOutbox, input: PaymentFixInput): Promise<ViewedOrderOutput> {
  const orderId = await orderIdOfViewLink(em, input.token);
  const before = await em.fork().findOneOrFail(Order, { id: orderId }, { fields: ['status', 'paymentMethod'] });
  refuseUnlessAwaiting(before);
  if (input.payment_reference !== undefined) {
    const problem = referenceProblem(before.paymentMethod ?? undefined, input.payment_reference);
    if (problem) throw new ValidationError({ payment_reference: [problem] });
  }
  const proofBytes = Buffer.from(await input.payment_proof.arrayBuffer());
  const proofKey = await storeProof(storage, proofBytes);
  const hash = await proofHash(proofBytes);
  let oldProofKey: string;
  try {
    oldProofKey = await em.transactional(async (tx) => {
      const order = await tx.findOneOrFail(Order, { id: orderId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      refuseUnlessAwaiting(order);
      const replaced = order.paymentProofKey;
      order.status = 'pending';
      order.paymentFixDueAt = null;
      order.paymentProofKey = proofKey;
      order.proofHash = hash;
      order.proofReadAt = null;
      order.proofReadAmountCentavos = null;
      order.proofReadReference = null;
      order.paymentChecks = [];
      if (input.payment_reference !== undefined) order.paymentReference = input.payment_reference;
      if (input.amount_sent !== undefined) order.amountSentCentavos = pesosToCentavos(input.amount_sent);
      const buyer = buyerOfOrder(order);
      recordOrderEvents(tx, { id: order.user?.id ?? null, email: order.email }, [
        { orderId, kind: 'status', detail: { from: 'awaiting_payment_fix', to: 'pending' } },
        { orderId, kind: 'payment-fix', detail: { payment_reference: order.paymentReference ?? null, amount_sent: input.amount_sent ?? null } },
      ]);
      await tx.flush();
      if (buyer) await publishLive(tx, [{ type: 'order', id: orderId, status: order.status, placed: false, buyer }]);
      await mail.enqueue(tx, paymentFixAlertMail, { orderId });
      await pushToOwner(tx, mail, async () => newProofPush(order, await pendingOrders(tx)));
      await mail.schedule(tx, readProofTask, { orderId, proofKey }, new Date());
      return replaced;
    });
  } catch (error) {
    // As at checkout: a commit whose answer was lost may have taken the new proof, which then stays.
    if (!isDatabaseUnavailable(error)) await storage.delete(proofKey);
    throw error;
  }
  await storage.delete(oldProofKey);
  const order = await em.fork().findOneOrFail(Order, { id: orderId }, { populate: ['items', 'items.product', 'user'] });
  return ViewedOrderOutput.parse(toOrderWithoutProofUrl(order));
}
