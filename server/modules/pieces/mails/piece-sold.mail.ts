import { Heading } from '@react-email/heading';
import { Text } from '@react-email/text';
import { createElement as h } from 'react';
import { defineMail } from '../../mail/mail-kind.ts';
import { ActionButton } from '../../mail/templates/action-button.ts';
import { renderMail } from '../../mail/templates/render-mail.ts';
import { headingStyle, ShopLayout, textStyle } from '../../mail/templates/shop-layout.ts';
import { Product } from '../product.entity.ts';

type SoldProps = { piece: string; pieceUrl: string; origin: string };

/** The piece a shopper waited in line for has sold: their wait is over, and where to look next. */
export function PieceSoldNews({ piece, pieceUrl, origin }: SoldProps) {
  const headline = `${piece} has sold`;
  return h(
    ShopLayout,
    { preview: `${headline}: you are no longer in line for it`, origin },
    h(Heading, { as: 'h1', style: headingStyle }, headline),
    h(Text, { style: textStyle }, 'The piece you were waiting in line for has sold, so its queue has ended. Its page shows similar pieces you can buy now.'),
    h(ActionButton, { href: pieceUrl, label: 'See similar pieces' }),
  );
}

/**
 * Sent to each shopper still waiting when the piece sold (pieces/turns.ts), in the transaction that
 * ended the queue. To an address a guest typed (`guest`), only once it is confirmed: this mail has no
 * link that would confirm it (mail/typed-address.ts).
 */
export const pieceSoldMail = defineMail<{ productId: number; email: string; guest?: boolean }>(
  'queue-piece-sold',
  { priority: 'news', unsolicited: true },
  async (em, { productId, email, guest }, site) => {
    const product = await em.findOne(Product, { id: productId }, { fields: ['name'] });
    if (!product) return null;
    const parts = await renderMail(h(PieceSoldNews, { piece: product.name, pieceUrl: `${site.origin}/product/${productId}`, origin: site.origin }));
    return { to: email, subject: `${product.name} has sold`, ...parts, ...(guest ? { typedAddress: { linkHash: null } } : {}) };
  },
);
