import { PASSWORD_RESET_MINUTES } from '../../../shared/admin-constants.ts';
import type { Em } from '../../db/orm.ts';
import { PasswordResetToken } from './password-reset-token.entity.ts';
import { hashOfToken, newSecretToken } from './secret-token.ts';

/** The page a reset mail's link opens (client/routes/reset-password.tsx). */
export const PASSWORD_RESET_PATH = '/reset-password';

/** A new reset link for the user, made as its mail is composed, so the minutes count from the sending. */
export async function createPasswordResetLink(em: Em, userId: number, origin: string, now = new Date()): Promise<string> {
  const token = newSecretToken();
  const expiresAt = new Date(now.getTime() + PASSWORD_RESET_MINUTES * 60_000);
  await em.insert(PasswordResetToken, { tokenHash: hashOfToken(token), user: userId, expiresAt, createdAt: now });
  return `${origin}${PASSWORD_RESET_PATH}?token=${token}`;
}
