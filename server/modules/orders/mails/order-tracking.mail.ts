import { Heading } from '@react-email/heading';
import { Text } from '@react-email/text';
import { createElement as h } from 'react';
import { describeShipment } from '../../../../shared/couriers.ts';
import { defineMail } from '../../mail/mail-kind.ts';
import { ActionButton } from '../../mail/templates/action-button.ts';
import { renderMail } from '../../mail/templates/render-mail.ts';
import { headingStyle, ShopLayout, textStyle } from '../../mail/templates/shop-layout.ts';
import { createOrderViewLink } from '../order-view-link.service.ts';
import { aboutOrder, loadOrderForMail } from './order-for-mail.ts';
import { ShipmentDetails, type Shipment } from './order-status.mail.ts';

type TrackingProps = { orderId: number; shipment: Shipment; viewUrl: string; origin: string };

/** A shipped order's tracking number, given or corrected after the "on its way" mail went. */
export function OrderTrackingNews({ orderId, shipment, viewUrl, origin }: TrackingProps) {
  const headline = `Your order #${orderId}: its tracking number`;
  return h(
    ShopLayout,
    { preview: `${headline}, to follow your parcel.`, origin },
    h(Heading, { as: 'h1', style: headingStyle }, headline),
    h(Text, { style: textStyle }, 'Your order is on its way. Here is how to follow it.'),
    h(ShipmentDetails, shipment),
    h(ActionButton, { href: viewUrl, label: 'View your order' }),
  );
}

/** Sent when the owner adds or changes the tracking number of an order already shipped (order-status.service.ts). */
export const orderTrackingMail = defineMail<{ orderId: number }>('order-tracking', { priority: 'order', unsolicited: false, about: aboutOrder }, async (em, { orderId }, site) => {
  const loaded = await loadOrderForMail(em, orderId, site.origin);
  if (!loaded?.order.trackingNumber) return null;
  const viewUrl = await createOrderViewLink(em, orderId, site.origin);
  const shipment = describeShipment(loaded.order.courier, loaded.order.trackingNumber);
  const parts = await renderMail(h(OrderTrackingNews, { orderId, shipment, viewUrl, origin: site.origin }));
  return { to: loaded.order.email, subject: `Your Ukay order #${orderId}: its tracking number`, ...parts };
});
