import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { createElement as h } from 'react';
import { ORDER_STATUSES, type OrderStatus } from '../../../../shared/constants.ts';
import { describeShipment } from '../../../../shared/couriers.ts';
import { momentText } from '../../../../shared/moment-text.ts';
import { defineMail } from '../../mail/mail-kind.ts';
import { ActionButton } from '../../mail/templates/action-button.ts';
import { renderMail } from '../../mail/templates/render-mail.ts';
import { headingStyle, linkStyle, ShopLayout, textStyle } from '../../mail/templates/shop-layout.ts';
import { createOrderViewLink } from '../order-view-link.service.ts';
import { aboutOrder, loadOrderForMail, type MailPiece } from './order-for-mail.ts';
import { PieceList } from './order-mail-parts.ts';

/** Each status in words, as the buyer reads it: a headline and what it means for them. */
const STATUS_NEWS: Record<OrderStatus, { headline: string; meaning: string }> = {
  pending: { headline: 'is being checked', meaning: 'We are checking your payment. We will write again once it is confirmed.' },
  awaiting_payment_fix: {
    headline: 'needs a payment fix',
    meaning: 'We could not confirm your payment yet: the note below says why. Open your order to send a new proof of payment.',
  },
  approved: { headline: 'is confirmed', meaning: 'Your payment is confirmed and we are packing your pieces.' },
  shipped: { headline: 'is on its way', meaning: 'Your order has left the shop and is on its way to you.' },
  delivered: { headline: 'was delivered', meaning: 'Your order was delivered. We hope you love your pieces!' },
  cancelled: { headline: 'was cancelled', meaning: 'Your order was cancelled. If you did not expect this, reply to this mail or message the shop.' },
};

/** How a shipped order travels, as the order holds it when the mail is composed (shared describeShipment). */
export type Shipment = { courierName: string | null; trackingNumber: string | null; trackingUrl: string | null };

type StatusProps = {
  orderId: number;
  status: OrderStatus;
  note: string | null;
  pieces: MailPiece[];
  shipment: Shipment;
  /** While the order awaits a payment fix: until when its pieces are held for the buyer. */
  fixDueAt: Date | null;
  viewUrl: string;
  origin: string;
};

/** The courier, the tracking number and the link to follow the parcel, as far as the order has them. */
export function ShipmentDetails({ courierName, trackingNumber, trackingUrl }: Shipment) {
  if (!courierName && !trackingNumber) return null;
  const line = (text: string) => h(Text, { style: { ...textStyle, margin: '0 0 4px' } }, text);
  return h(
    Section,
    { style: { margin: '0 0 16px' } },
    courierName ? line(`Shipped with ${courierName}`) : null,
    trackingNumber ? line(`Tracking no. ${trackingNumber}`) : null,
    // The link text names where it goes in the plain-text part too, which shows the address beside it.
    trackingUrl ? h(Text, { style: { ...textStyle, margin: '0 0 4px' } }, h(Link, { href: trackingUrl, className: 'mail-link', style: linkStyle }, 'Track your parcel')) : null,
  );
}

/** The buyer's news when the owner sets the status: the status in words and the owner's note. */
export function OrderStatusNews({ orderId, status, note, pieces, shipment, fixDueAt, viewUrl, origin }: StatusProps) {
  const news = STATUS_NEWS[status];
  return h(
    ShopLayout,
    { preview: `Your order #${orderId} ${news.headline}.`, origin },
    h(Heading, { as: 'h1', style: headingStyle }, `Your order #${orderId} ${news.headline}`),
    h(Text, { style: textStyle }, news.meaning),
    note ? h(Section, { style: { margin: '0 0 16px' } }, h(Text, { style: { ...textStyle, fontWeight: 700, margin: '0 0 4px' } }, 'A note from the shop'), h(Text, { style: { ...textStyle, whiteSpace: 'pre-line' } }, note)) : null,
    status === 'shipped' ? h(ShipmentDetails, shipment) : null,
    fixDueAt ? h(Text, { style: { ...textStyle, fontWeight: 700 } }, `Your pieces are held for you until ${momentText(fixDueAt)}.`) : null,
    h(PieceList, { pieces }),
    h(ActionButton, { href: viewUrl, label: fixDueAt ? 'Send a new proof' : 'View your order' }),
  );
}

const isStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value);

/** The status and note travel in the job as they were set, so two quick changes send two true mails. */
export const orderStatusMail = defineMail<{ orderId: number; status: string; note: string | null }>(
  'order-status', { priority: 'order', unsolicited: false, about: aboutOrder },
  async (em, { orderId, status, note }, site) => {
    const loaded = await loadOrderForMail(em, orderId, site.origin);
    if (!loaded || !isStatus(status)) return null;
    const viewUrl = await createOrderViewLink(em, orderId, site.origin);
    // Read now, not carried in the job: the courier and number are set in the same change as the status.
    const shipment = describeShipment(loaded.order.courier, loaded.order.trackingNumber);
    // The deadline as it stands when the mail leaves, and only while the order still awaits the fix.
    const fixDueAt = status === 'awaiting_payment_fix' && loaded.order.status === status ? (loaded.order.paymentFixDueAt ?? null) : null;
    const parts = await renderMail(h(OrderStatusNews, { orderId, status, note, pieces: loaded.pieces, shipment, fixDueAt, viewUrl, origin: site.origin }));
    return { to: loaded.order.email, subject: `Your Ukay order #${orderId} ${STATUS_NEWS[status].headline}`, ...parts };
  },
);
