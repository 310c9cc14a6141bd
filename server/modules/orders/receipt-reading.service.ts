import { defineTask } from '../mail/mail-kind.ts';
import { Order } from './order.entity.ts';
import { receiptFacts } from './receipt-facts.ts';
import { recogniseText } from './receipt-text.ts';

/**
 * Reads an order's proof in the background, never on the request path (docs/product/payment-codes.md
 * "Reading the receipt"): the amount and reference no. it shows, for the owner to compare with the
 * order and with what the buyer typed, and for the same-screenshot flag. Planned in the transaction that
 * stores the proof; a proof replaced meanwhile is left for its own reading.
 */
export const readProofTask = defineTask<{ orderId: number; proofKey: string }>('read-proof', async (em, { orderId, proofKey }, { storage }) => {
  const order = await em.findOne(Order, { id: orderId, paymentProofKey: proofKey, proofReadAt: null }, { fields: ['id'] });
  const stored = order && (await storage.get(proofKey));
  if (!stored) return;
  const facts = receiptFacts(await recogniseText(stored.body));
  await em.nativeUpdate(
    Order,
    { id: orderId, paymentProofKey: proofKey },
    { proofReadAt: new Date(), proofReadAmountCentavos: facts.amountCentavos, proofReadReference: facts.reference },
  );
});
