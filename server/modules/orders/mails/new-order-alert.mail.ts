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
import { aboutOrder, loadOrderForMail, oneLine, type MailPiece } from './order-for-mail.ts';
import { DeliveryDetails, PieceList, Totals } from './order-mail-parts.ts';

type AlertProps = { order: Order; pieces: MailPiece[]; orderUrl: string; origin: string };

/** The owner's alert: who ordered, how much, which pieces, and the order in Order Management. */
export function NewOrderAlert({ order, pieces, orderUrl, origin }: AlertProps) {
  return h(
    ShopLayout,
    { preview: `${order.customerName} ordered ${pieces.length} piece(s) for ${formatPeso(order.totalCentavos)}.`, origin },
    h(Heading, { as: 'h1', style: headingStyle }, `New order #${order.id}`),
    h(Text, { style: textStyle }, `${order.customerName} (${order.email}) ordered ${pieces.length === 1 ? 'one piece' : `${pieces.length} pieces`} for ${formatPeso(order.totalCentavos)}. The proof of payment is waiting for your review.`),
    h(PieceList, { pieces }),
    h(Totals, { order }),
    h(DeliveryDetails, { order }),
    h(ActionButton, { href: orderUrl, label: 'Review the order' }),
  );
}

export const newOrderAlertMail = defineMail<{ orderId: number }>('new-order-alert', { priority: 'order', unsolicited: false, about: aboutOrder }, async (em, { orderId }, site) => {
  const loaded = await loadOrderForMail(em, orderId, site.origin);
  if (!loaded) return null;
  const { owner_notification_email: ownerEmail } = await readSettings(em);
  const orderUrl = `${site.origin}/admin-orders?order=${orderId}`;
  const parts = await renderMail(h(NewOrderAlert, { ...loaded, orderUrl, origin: site.origin }));
  const subject = `New order #${orderId} from ${oneLine(loaded.order.customerName)}: ${formatPeso(loaded.order.totalCentavos)}`;
  return { to: ownerEmail || site.adminEmail, subject, ...parts };
});
