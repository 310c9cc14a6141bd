import { Heading } from '@react-email/heading';
import { Text } from '@react-email/text';
import { createElement as h } from 'react';
import { momentText } from '../../../../shared/moment-text.ts';
import { QUEUE_TURN_PATH } from '../../../../shared/schemas/queue.ts';
import { defineMail } from '../../mail/mail-kind.ts';
import { hashOfToken, newSecretToken } from '../../users/secret-token.ts';
import { ActionButton } from '../../mail/templates/action-button.ts';
import { renderMail } from '../../mail/templates/render-mail.ts';
import { headingStyle, ShopLayout, textStyle } from '../../mail/templates/shop-layout.ts';
import { QueueEntry } from '../queue-entry.entity.ts';

type TurnProps = { piece: string; until: Date; turnUrl: string; origin: string };

/** The piece a shopper waited for is theirs now, until when, and the link that opens the turn on any device. */
export function YourTurnNews({ piece, until, turnUrl, origin }: TurnProps) {
  const headline = `It's your turn: ${piece} is held for you until ${momentText(until)}`;
  return h(
    ShopLayout,
    { preview: headline, origin },
    h(Heading, { as: 'h1', style: headingStyle }, headline),
    h(Text, { style: textStyle }, 'It is in your cart. Check out before then to make it yours, or pass it to the next in line. The button opens your turn on this device, even if you joined the line on another.'),
    h(ActionButton, { href: turnUrl, label: 'Open my turn' }),
  );
}

/**
 * Sent when the turn begins (the job's `startAfter`), and only if the turn is still the one planned: a
 * later write may have moved it (a new mail is then queued for its new start) or taken the entry away.
 */
export const yourTurnMail = defineMail<{ entryId: number; startsAt: string }>('queue-your-turn', { priority: 'news', unsolicited: true }, async (em, { entryId, startsAt }, site) => {
  const entry = await em.findOne(QueueEntry, { id: entryId }, { populate: ['product'] });
  if (!entry?.turnStartsAt || !entry.turnEndsAt || entry.turnStartsAt.toISOString() !== startsAt || entry.turnEndsAt <= new Date()) return null;
  // A link of its own for this mail, of which only the hash is kept (as order links are): the mail is the proof of whose turn it is.
  const token = newSecretToken();
  entry.notifiedAt = new Date();
  entry.turnLinkHash = hashOfToken(token);
  await em.flush();
  const turnUrl = `${site.origin}${QUEUE_TURN_PATH}?token=${token}`;
  const parts = await renderMail(h(YourTurnNews, { piece: entry.product.name, until: entry.turnEndsAt, turnUrl, origin: site.origin }));
  // A guest typed this address: it gets this mail only if it is confirmed or has had none (mail/typed-address.ts), and opening the link confirms it.
  const typedAddress = entry.buyerKind === 'guest' ? { typedAddress: { linkHash: entry.turnLinkHash } } : {};
  return { to: entry.email, subject: `It's your turn: ${entry.product.name} is held for you`, ...parts, ...typedAddress };
});
