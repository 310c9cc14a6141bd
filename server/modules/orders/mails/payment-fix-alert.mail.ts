import { Heading } from '@react-email/heading';
import { Text } from '@react-email/text';
import { createElement as h } from 'react';
import { formatPeso } from '../../../../shared/money.ts';
import { defineMail } from '../../mail/mail-kind.ts';
import { ActionButton } from '../../mail/templates/action-button.ts';
import { renderMail } from '../../mail/templates/render-mail.ts';
import { headingStyle, ShopLayout, textStyle } from '../../mail/templates/shop-layout.ts';
import { readSettings } from '../../settings/settings.service.ts';
import type { Order } from '../order.entity.ts';
import { aboutOrder, loadOrderForMail, oneLine } from './order-for-mail.ts';

type AlertProps = { order: Order; orderUrl: string; origin: string };

/** What the buyer says they sent this time, beside what the order asks. */
function sentWords(order: Order): string {
  const sent = order.amountSentCentavos === null || order.amountSentCentavos === undefined ? 'no amount given' : `${formatPeso(order.amountSentCentavos)} sent`;
  const reference = order.paymentReference ? `, reference ${order.paymentReference}` : '';
  return `${sent}${reference}; the order is ${formatPeso(order.totalCentavos)}.`;
}

/** The owner's alert when a buyer answers "needs a payment fix" with a new proof: the order is pending again. */
export function PaymentFixAlert({ order, orderUrl, origin }: AlertProps) {
  return h(
    ShopLayout,
    { preview: `${order.customerName} sent a new proof of payment for order #${order.id}.`, origin },
    h(Heading, { as: 'h1', style: headingStyle }, `New proof for order #${order.id}`),
    h(Text, { style: textStyle }, `${order.customerName} (${order.email}) sent a new proof of payment: ${sentWords(order)} The order is pending again, waiting for your review.`),
    h(ActionButton, { href: orderUrl, label: 'Review the order' }),
  );
}

export const paymentFixAlertMail = defineMail<{ orderId: number }>('payment-fix-alert', { priority: 'order', unsolicited: false, about: aboutOrder }, async (em, { orderId }, site) => {
  const loaded = await loadOrderForMail(em, orderId, site.origin);
  if (!loaded) return null;
  const { owner_notification_email: ownerEmail } = await readSettings(em);
  const orderUrl = `${site.origin}/admin-orders?order=${orderId}`;
  const parts = await renderMail(h(PaymentFixAlert, { order: loaded.order, orderUrl, origin: site.origin }));
  return { to: ownerEmail || site.adminEmail, subject: `New proof for order #${orderId} from ${oneLine(loaded.order.customerName)}`, ...parts };
});
