import { Heading } from '@react-email/heading';
import { Text } from '@react-email/text';
import { createElement as h } from 'react';
import { EMAIL_VERIFICATION_HOURS } from '../../../../shared/admin-constants.ts';
import { defineMail } from '../../mail/mail-kind.ts';
import { ActionButton } from '../../mail/templates/action-button.ts';
import { renderMail } from '../../mail/templates/render-mail.ts';
import { headingStyle, ShopLayout, textStyle } from '../../mail/templates/shop-layout.ts';
import { createEmailVerificationLink } from '../mailed-links.ts';
import { User } from '../user.entity.ts';

type ConfirmProps = { name: string; confirmUrl: string; origin: string };

/** One button that proves the address reaches the account's owner, and why the shop asks. */
export function ConfirmEmailNews({ name, confirmUrl, origin }: ConfirmProps) {
  return h(
    ShopLayout,
    { preview: "Confirm your e-mail to hold pieces in a drop's first minutes.", origin },
    h(Heading, { as: 'h1', style: headingStyle }, 'Confirm your e-mail'),
    h(Text, { style: textStyle }, `Hi ${name}, welcome to Ukay. Confirm that this address is yours, so you can hold pieces in a drop's first minutes.`),
    h(ActionButton, { href: confirmUrl, label: 'Confirm my e-mail' }),
    h(Text, { style: textStyle }, `The link works for ${EMAIL_VERIFICATION_HOURS} hours. If you did not make an account at Ukay, ignore this mail.`),
  );
}

/**
 * The link is made when the mail is composed, for the address the account has then; an account
 * verified (by an earlier link) while this mail waited is sent nothing.
 */
export const emailVerificationMail = defineMail<{ userId: number }>('email-verification', { priority: 'urgent', unsolicited: true }, async (em, { userId }, site) => {
  const user = await em.findOne(User, { id: userId });
  if (!user || user.emailVerifiedAt) return null;
  const confirmUrl = await createEmailVerificationLink(em, user, site.origin);
  const parts = await renderMail(h(ConfirmEmailNews, { name: user.name, confirmUrl, origin: site.origin }));
  return { to: user.email, subject: 'Confirm your e-mail', ...parts };
});
