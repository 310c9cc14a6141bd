import { Heading } from '@react-email/heading';
import { Text } from '@react-email/text';
import { createElement as h } from 'react';
import { momentText } from '../../../../shared/moment-text.ts';
import { defineMail } from '../../mail/mail-kind.ts';
import { ActionButton } from '../../mail/templates/action-button.ts';
import { renderMail } from '../../mail/templates/render-mail.ts';
import { headingStyle, ShopLayout, textStyle } from '../../mail/templates/shop-layout.ts';
import { User } from '../user.entity.ts';

type ChangedProps = { name: string; changedAt: Date; forgotUrl: string; origin: string };

/** Word that the password changed, so a change the owner of the account did not make does not go unnoticed. */
export function PasswordChangedNews({ name, changedAt, forgotUrl, origin }: ChangedProps) {
  return h(
    ShopLayout,
    { preview: 'The password of your Ukay account was changed.', origin },
    h(Heading, { as: 'h1', style: headingStyle }, 'Your password was changed'),
    h(Text, { style: textStyle }, `Hi ${name}, the password of your Ukay account was changed on ${momentText(changedAt)}, and every device signed in with the old one was signed out.`),
    h(Text, { style: textStyle }, 'If that was you, there is nothing to do. If not, choose a new password now and tell the shop.'),
    h(ActionButton, { href: forgotUrl, label: 'Reset my password' }),
  );
}

export const passwordChangedMail = defineMail<{ userId: number; changedAt: string }>('password-changed', { priority: 'urgent', unsolicited: false }, async (em, { userId, changedAt }, site) => {
  const user = await em.findOne(User, { id: userId });
  if (!user) return null;
  const parts = await renderMail(h(PasswordChangedNews, { name: user.name, changedAt: new Date(changedAt), forgotUrl: `${site.origin}/forgot-password`, origin: site.origin }));
  return { to: user.email, subject: 'Your Ukay password was changed', ...parts };
});
