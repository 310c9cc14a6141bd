import { LockMode } from '@mikro-orm/core';
import { PASSWORD_RESET_MESSAGES, type ResetPasswordInput } from '../../../shared/schemas/users.ts';
import type { Em } from '../../db/orm.ts';
import { ValidationError } from '../../errors.ts';
import type { MailOutbox } from '../mail/mail-kind.ts';
import { setPasswordHash } from './auth.service.ts';
import { passwordResetMail } from './mails/password-reset.mail.ts';
import { hashPassword } from './password.ts';
import { PasswordResetToken } from './password-reset-token.entity.ts';
import { hashOfToken } from './secret-token.ts';
import { User } from './user.entity.ts';

/**
 * /forgot-password: enqueues a reset mail when an account uses the email, and does nothing otherwise;
 * the caller answers the same either way, so the answer never says whether the account exists.
 */
export async function requestPasswordReset(em: Em, mail: MailOutbox, email: string): Promise<void> {
  await em.transactional(async (tx) => {
    const user = await tx.findOne(User, { email }, { fields: ['id'] });
    if (user) await mail.enqueue(tx, passwordResetMail, { userId: user.id });
  });
}

/**
 * /reset-password: the link's token, if it is known and not expired, is used up (with every other open
 * link of the user), the password set, every session ended and the change mailed, in one transaction.
 * The token's row is locked first, so two uses at once cannot both succeed. Answers the user, whom the
 * caller signs in.
 */
export async function resetPassword(em: Em, mail: MailOutbox, input: Pick<ResetPasswordInput, 'token' | 'password'>, now = new Date()): Promise<User> {
  // Hashed before the token is looked at: a known and an unknown link take the same time to refuse.
  const passwordHash = await hashPassword(input.password);
  const userId = await em.transactional(async (tx) => {
    const link = await tx.findOne(
      PasswordResetToken,
      { tokenHash: hashOfToken(input.token), expiresAt: { $gt: now } },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!link) throw new ValidationError({ token: [PASSWORD_RESET_MESSAGES.linkInvalid] });
    await setPasswordHash(tx, mail, link.user.id, passwordHash, 'password-changed', now);
    return link.user.id;
  });
  return em.fork().findOneOrFail(User, { id: userId });
}
