import { Heading } from '@react-email/heading';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { createElement as h } from 'react';
import { formatPeso } from '../../../../shared/money.ts';
import { sanitizeRichText } from '../../../html/sanitize.ts';
import { defineMail } from '../../mail/mail-kind.ts';
import { ActionButton } from '../../mail/templates/action-button.ts';
import { renderMail } from '../../mail/templates/render-mail.ts';
import { headingStyle, ShopLayout, textStyle } from '../../mail/templates/shop-layout.ts';
import { readSettings } from '../../settings/settings.service.ts';
import type { Order } from '../order.entity.ts';
import { createOrderViewLink } from '../order-view-link.service.ts';
import { aboutOrder, loadOrderForMail, type MailPiece } from './order-for-mail.ts';
import { DeliveryDetails, PaymentDetails, PieceList, Totals } from './order-mail-parts.ts';

/** The first word of the name the buyer gave, as a greeting uses it. */
const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? name;

type ReceiptProps = { order: Order; pieces: MailPiece[]; afterPaymentHtml: string; viewUrl: string; origin: string };

/** The buyer's receipt: what they ordered, what it costs, where it goes, and what happens next. */
export function OrderReceipt({ order, pieces, afterPaymentHtml, viewUrl, origin }: ReceiptProps) {
  return h(
    ShopLayout,
    { preview: `Order #${order.id}: ${formatPeso(order.totalCentavos)}. We are checking your payment.`, origin },
    // Greeted by name; the order's number on a line of its own, never where a name would be (audit A-8).
    h(Heading, { as: 'h1', style: headingStyle }, `Thank you, ${firstNameOf(order.customerName)}!`),
    h(Text, { style: textStyle }, `Your order #${order.id} is in. We received it and your proof of payment, and will write again once we have checked the payment.`),
    h(PieceList, { pieces }),
    h(Totals, { order }),
    h(PaymentDetails, { order }),
    h(DeliveryDetails, { order }),
    // Rich text the owner wrote in Shop Settings, cleaned when saved and again here: a mail is no place for script.
    afterPaymentHtml.trim()
      ? h(
          Section,
          { style: { margin: '0 0 16px' } },
          h(Text, { style: { ...textStyle, fontWeight: 700, margin: '0 0 4px' } }, 'What happens after payment'),
          h('div', { style: textStyle, dangerouslySetInnerHTML: { __html: sanitizeRichText(afterPaymentHtml) } }),
        )
      : null,
    h(ActionButton, { href: viewUrl, label: 'View your order' }),
  );
}

export const orderReceiptMail = defineMail<{ orderId: number }>('order-receipt', { priority: 'order', unsolicited: false, about: aboutOrder }, async (em, { orderId }, site) => {
  const loaded = await loadOrderForMail(em, orderId, site.origin);
  if (!loaded) return null;
  const { what_happens_after_payment: afterPaymentHtml } = await readSettings(em);
  const viewUrl = await createOrderViewLink(em, orderId, site.origin);
  const parts = await renderMail(h(OrderReceipt, { ...loaded, afterPaymentHtml, viewUrl, origin: site.origin }));
  return { to: loaded.order.email, subject: `Your Ukay order #${orderId}`, ...parts };
});
