import { Heading } from '@react-email/heading';
import { Text } from '@react-email/text';
import { createElement as h } from 'react';
import { PASSWORD_RESET_MINUTES } from '../../../../shared/admin-constants.ts';
import { defineMail } from '../../mail/mail-kind.ts';
import { ActionButton } from '../../mail/templates/action-button.ts';
import { renderMail } from '../../mail/templates/render-mail.ts';
import { headingStyle, ShopLayout, textStyle } from '../../mail/templates/shop-layout.ts';
import { createPasswordResetLink } from '../mailed-links.ts';
import { User } from '../user.entity.ts';

type ResetProps = { name: string; resetUrl: string; origin: string };

/** The link to choose a new password, and what to do if it was not asked for. */
export function PasswordResetNews({ name, resetUrl, origin }: ResetProps) {
  return h(
    ShopLayout,
    { preview: 'Choose a new password for your Ukay account.', origin },
    h(Heading, { as: 'h1', style: headingStyle }, 'Choose a new password'),
    h(Text, { style: textStyle }, `Hi ${name}, someone (we hope you) asked to reset the password of your Ukay account.`),
    h(ActionButton, { href: resetUrl, label: 'Choose a new password' }),
    h(Text, { style: textStyle }, `The link works once, for ${PASSWORD_RESET_MINUTES} minutes. If you did not ask for it, ignore this mail: your password stays as it is.`),
  );
}

/** The link is made when the mail is composed: it never waits in the queue, and its minutes start as it leaves. */
export const passwordResetMail = defineMail<{ userId: number }>('password-reset', { priority: 'urgent', unsolicited: true }, async (em, { userId }, site) => {
  const user = await em.findOne(User, { id: userId });
  if (!user) return null;
  const resetUrl = await createPasswordResetLink(em, user.id, site.origin);
  const parts = await renderMail(h(PasswordResetNews, { name: user.name, resetUrl, origin: site.origin }));
  return { to: user.email, subject: 'Reset your Ukay password', ...parts };
});
