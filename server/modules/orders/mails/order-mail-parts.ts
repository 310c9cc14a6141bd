import { Column } from '@react-email/column';
import { Img } from '@react-email/img';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { createElement as h } from 'react';
import { formatPeso } from '../../../../shared/money.ts';
import { MAIL_COLORS, mutedStyle, textStyle } from '../../mail/templates/shop-layout.ts';
import type { Order } from '../order.entity.ts';
import type { MailPiece } from './order-for-mail.ts';

const THUMBNAIL_PX = 64;

/** Each piece with its picture, name and price; a piece without a picture keeps its place in the row. */
export function PieceList({ pieces }: { pieces: MailPiece[] }) {
  return h(
    Section,
    { style: { margin: '8px 0 16px' } },
    ...pieces.map((piece, index) =>
      h(Row, {
        key: index,
        style: { borderBottom: `1px solid ${MAIL_COLORS.line}` },
        children: [
        h(
          Column,
          { key: 'picture', style: { width: `${THUMBNAIL_PX + 12}px`, padding: '8px 0', verticalAlign: 'middle' } },
          piece.thumbnailUrl
            ? h(Img, { src: piece.thumbnailUrl, alt: piece.name, width: THUMBNAIL_PX, height: THUMBNAIL_PX, style: { borderRadius: '4px', objectFit: 'cover' } })
            : null,
        ),
        h(Column, { key: 'name', style: { padding: '8px 0', verticalAlign: 'middle' } }, h(Text, { style: { ...textStyle, margin: 0 } }, piece.name)),
        h(
          Column,
          { key: 'price', style: { padding: '8px 0', verticalAlign: 'middle', textAlign: 'right', whiteSpace: 'nowrap' } },
          h(Text, { style: { ...textStyle, margin: 0 } }, formatPeso(piece.priceCentavos)),
        ),
        ],
      }),
    ),
  );
}

function TotalLine({ label, amount, strong = false }: { label: string; amount: string; strong?: boolean }) {
  const style = { ...textStyle, margin: '0 0 4px', fontWeight: strong ? 700 : 400 };
  return h(Row, { children: [h(Column, { key: 'label' }, h(Text, { style }, label)), h(Column, { key: 'amount', style: { textAlign: 'right' } }, h(Text, { style }, amount))] });
}

export function Totals({ order }: { order: Order }) {
  return h(
    Section,
    { style: { margin: '0 0 16px' } },
    h(TotalLine, { label: 'Subtotal', amount: formatPeso(order.subtotalCentavos) }),
    h(TotalLine, { label: 'Shipping', amount: order.shippingFeeCentavos === 0 ? 'Free' : formatPeso(order.shippingFeeCentavos) }),
    order.discountCentavos > 0 && h(TotalLine, { label: 'Discount', amount: `− ${formatPeso(order.discountCentavos)}` }),
    h(TotalLine, { label: 'Total', amount: formatPeso(order.totalCentavos), strong: true }),
  );
}

/** A titled block of short lines (delivery, payment); the lines that are null are left out. */
export function DetailLines({ title, lines }: { title: string; lines: (string | null)[] }) {
  const shown = lines.filter((line): line is string => Boolean(line));
  if (shown.length === 0) return null;
  return h(
    Section,
    { style: { margin: '0 0 16px' } },
    h(Text, { style: { ...textStyle, fontWeight: 700, margin: '0 0 4px' } }, title),
    ...shown.map((line, index) => h(Text, { key: index, className: 'mail-muted', style: { ...mutedStyle, margin: 0 } }, line)),
  );
}

/** Name, address and contact as the buyer gave them at checkout. */
export function DeliveryDetails({ order }: { order: Order }) {
  const place = [order.addressLine1, order.barangay, order.city, order.province].filter(Boolean).join(', ');
  return h(DetailLines, {
    title: 'Delivery details',
    lines: [order.customerName, place, order.mobileNumber ? `Mobile: ${order.mobileNumber}` : null, order.instagramUsername ? `Instagram: @${order.instagramUsername}` : null],
  });
}

/** The amount the buyer said they sent, when they said it. */
export const amountSentOf = (order: Order): number | null => order.amountSentCentavos ?? null;

/** How the buyer said they paid, as far as they said it: method, reference, and the amount they sent. */
export function PaymentDetails({ order }: { order: Order }) {
  const sent = amountSentOf(order);
  return h(DetailLines, {
    title: 'Your payment',
    lines: [
      order.paymentMethod ? `Paid with ${order.paymentMethod}` : null,
      order.paymentReference ? `Reference: ${order.paymentReference}` : null,
      sent === null ? null : `Amount sent: ${formatPeso(sent)}`,
    ],
  });
}
