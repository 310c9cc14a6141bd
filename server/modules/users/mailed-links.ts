import { EMAIL_VERIFICATION_HOURS, PASSWORD_RESET_MINUTES } from '../../../shared/admin-constants.ts';
import type { Em } from '../../db/orm.ts';
import { EmailVerificationToken } from './email-verification-token.entity.ts';
import { PasswordResetToken } from './password-reset-token.entity.ts';
import { hashOfToken, newSecretToken } from './secret-token.ts';
import type { User } from './user.entity.ts';

/** The pages the mails' links open (client/routes/reset-password.tsx, client/routes/verify-email.tsx). */
const PASSWORD_RESET_PATH = '/reset-password';
const EMAIL_VERIFICATION_PATH = '/verify-email';

const MINUTE_MS = 60_000;

/** A link to one of those pages: the caller stores the token's hash, the mail carries the URL, and nobody keeps the token. */
function newLink(origin: string, path: string): { tokenHash: string; url: string } {
  const token = newSecretToken();
  return { tokenHash: hashOfToken(token), url: `${origin}${path}?token=${token}` };
}

/** A new reset link for the user, made as its mail is composed, so the minutes count from the sending. */
export async function createPasswordResetLink(em: Em, userId: number, origin: string, now = new Date()): Promise<string> {
  const link = newLink(origin, PASSWORD_RESET_PATH);
  const expiresAt = new Date(now.getTime() + PASSWORD_RESET_MINUTES * MINUTE_MS);
  await em.insert(PasswordResetToken, { tokenHash: link.tokenHash, user: userId, expiresAt, createdAt: now });
  return link.url;
}

/** A new verification link for the address the user has as its mail is composed: the hours count from the sending. */
export async function createEmailVerificationLink(em: Em, user: Pick<User, 'id' | 'email'>, origin: string, now = new Date()): Promise<string> {
  const link = newLink(origin, EMAIL_VERIFICATION_PATH);
  const expiresAt = new Date(now.getTime() + EMAIL_VERIFICATION_HOURS * 60 * MINUTE_MS);
  await em.insert(EmailVerificationToken, { tokenHash: link.tokenHash, user: user.id, email: user.email, expiresAt, createdAt: now });
  return link.url;
}
