import { LockMode } from '@mikro-orm/core';
import { EMAIL_VERIFICATION_MESSAGES } from '../../../shared/schemas/users.ts';
import type { Em } from '../../db/orm.ts';
import { ConflictError, ValidationError } from '../../errors.ts';
import type { MailOutbox } from '../mail/mail-kind.ts';
import { EmailVerificationToken } from './email-verification-token.entity.ts';
import { emailVerificationMail } from './mails/email-verification.mail.ts';
import { hashOfToken } from './secret-token.ts';
import { User } from './user.entity.ts';

const linkInvalid = () => new ValidationError({ token: [EMAIL_VERIFICATION_MESSAGES.linkInvalid] });

export type VerifyEmailOutcome = 'verified' | 'alreadyVerified';

/**
 * /verify-email?token=…: the account's address is verified when the link is known, was made for the
 * address the account has now, and has not expired. Verifying is what uses a link up: from then on
 * every link of that address, this one included and whatever its age, answers `alreadyVerified` and
 * writes nothing, so a mail's button pressed twice is no error. The user's row is locked first, so two
 * uses at once verify once.
 */
export async function verifyEmail(em: Em, token: string, now = new Date()): Promise<VerifyEmailOutcome> {
  return em.transactional(async (tx) => {
    const link = await tx.findOne(EmailVerificationToken, { tokenHash: hashOfToken(token) });
    if (!link) throw linkInvalid();
    const user = await tx.findOneOrFail(User, { id: link.user.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (user.email !== link.email) throw linkInvalid();
    if (user.emailVerifiedAt) return 'alreadyVerified';
    if (link.expiresAt <= now) throw linkInvalid();
    user.emailVerifiedAt = now;
    return 'verified';
  });
}

/**
 * "Send the link again", for a signed-in account whose address is not verified yet; a verified one is told so (409).
 * The link itself is made when the mail leaves (mails/email-verification.mail.ts).
 */
export async function resendVerification(em: Em, mail: MailOutbox, userId: number): Promise<void> {
  await em.transactional(async (tx) => {
    const user = await tx.findOneOrFail(User, { id: userId }, { fields: ['emailVerifiedAt'] });
    if (user.emailVerifiedAt) throw new ConflictError(EMAIL_VERIFICATION_MESSAGES.alreadyVerified);
    await mail.enqueue(tx, emailVerificationMail, { userId });
  });
}
