import { Heading } from '@react-email/heading';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { createElement as h } from 'react';
import { formatPeso } from '../../../../shared/money.ts';
import { mailThumbnail } from '../../../images/mail-thumbnail.ts';
import type { Storage } from '../../../storage/storage.ts';
import { defineMail, type InlineImage } from '../../mail/mail-kind.ts';
import { ActionButton } from '../../mail/templates/action-button.ts';
import { renderMail } from '../../mail/templates/render-mail.ts';
import { headingStyle, MAIL_COLORS, ShopLayout, textStyle } from '../../mail/templates/shop-layout.ts';
import { readSettings } from '../../settings/settings.service.ts';
import type { Order } from '../order.entity.ts';
import { aboutOrder, loadOrderForMail, oneLine, type MailPiece } from './order-for-mail.ts';
import { amountSentOf, DeliveryDetails, DetailLines, PieceList, Totals } from './order-mail-parts.ts';

/** The proof as the alert carries it: big enough to read a receipt's amount and reference, small enough for a mail. */
const PROOF_BOX = { width: 360, height: 720 };
const PROOF_SHOWN_PX = 180;
const PROOF_CID = 'payment-proof';

/** The amount sent against the amount to pay, in one line: what the owner checks first. */
function amountSentLine(order: Order): string {
  const sent = amountSentOf(order);
  if (sent === null) return `Amount sent: not given (to pay: ${formatPeso(order.totalCentavos)})`;
  const difference = sent - order.totalCentavos;
  const verdict = difference === 0 ? 'the amount to pay' : `${formatPeso(Math.abs(difference))} ${difference < 0 ? 'short' : 'over'}`;
  return `Amount sent: ${formatPeso(sent)} of ${formatPeso(order.totalCentavos)} to pay (${verdict})`;
}

/** What the buyer said of their payment, for triage from the inbox (audit C-21). */
function PaymentToReview({ order, proofUrl, hasProof }: { order: Order; proofUrl: string; hasProof: boolean }) {
  return h(
    Section,
    { style: { margin: '0 0 16px' } },
    h(DetailLines, {
      title: 'Payment',
      lines: [
        order.paymentMethod ? `Paid with ${order.paymentMethod}` : 'Payment method: not given',
        `Reference: ${order.paymentReference ?? 'not given'}`,
        amountSentLine(order),
      ],
    }),
    hasProof
      ? h(
          Link,
          { href: proofUrl },
          h(Img, {
            src: `cid:${PROOF_CID}`,
            alt: 'Proof of payment',
            width: PROOF_SHOWN_PX,
            style: { border: `1px solid ${MAIL_COLORS.line}`, borderRadius: '4px', maxWidth: '100%', height: 'auto' },
          }),
        )
      : h(Text, { style: textStyle }, 'The proof of payment is in the order.'),
  );
}

type AlertProps = { order: Order; pieces: MailPiece[]; orderUrl: string; origin: string; hasProof: boolean };

/** The owner's alert: who ordered, how they paid, the proof, which pieces, and the order in Order Management. */
export function NewOrderAlert({ order, pieces, orderUrl, origin, hasProof }: AlertProps) {
  return h(
    ShopLayout,
    { preview: `${order.customerName} ordered ${pieces.length} piece(s). ${amountSentLine(order)}.`, origin },
    h(Heading, { as: 'h1', style: headingStyle }, `New order #${order.id}`),
    h(Text, { style: textStyle }, `${order.customerName} (${order.email}) ordered ${pieces.length === 1 ? 'one piece' : `${pieces.length} pieces`} for ${formatPeso(order.totalCentavos)}. The proof of payment is waiting for your review.`),
    h(PaymentToReview, { order, proofUrl: orderUrl, hasProof }),
    h(PieceList, { pieces }),
    h(Totals, { order }),
    h(DeliveryDetails, { order }),
    h(ActionButton, { href: orderUrl, label: 'Review the order' }),
  );
}

/**
 * The proof, scaled down, carried inside the mail: a proof is never public (storage.ts), so no mail
 * program could load it from the shop. Null when it cannot be read: the alert goes without it.
 */
async function proofImage(storage: Storage, key: string): Promise<InlineImage | null> {
  try {
    const stored = await storage.get(key);
    if (!stored) return null;
    return { cid: PROOF_CID, filename: 'payment-proof.jpg', content: await mailThumbnail(stored.body, PROOF_BOX), contentType: 'image/jpeg' };
  } catch {
    // A proof that no longer decodes must not hold the owner's alert back through every retry.
    return null;
  }
}

export const newOrderAlertMail = defineMail<{ orderId: number }>('new-order-alert', { priority: 'order', unsolicited: false, about: aboutOrder }, async (em, { orderId }, site) => {
  const loaded = await loadOrderForMail(em, orderId, site.origin);
  if (!loaded) return null;
  const { owner_notification_email: ownerEmail } = await readSettings(em);
  const orderUrl = `${site.origin}/admin-orders?order=${orderId}`;
  const proof = await proofImage(site.storage, loaded.order.paymentProofKey);
  const parts = await renderMail(h(NewOrderAlert, { ...loaded, orderUrl, origin: site.origin, hasProof: proof !== null }));
  const subject = `New order #${orderId} from ${oneLine(loaded.order.customerName)}: ${formatPeso(loaded.order.totalCentavos)}`;
  return { to: ownerEmail || site.adminEmail, subject, ...parts, ...(proof ? { attachments: [proof] } : {}) };
});
