import { randomBytes } from 'node:crypto';
import type { SessionEndReason } from '../../../shared/session-ended.ts';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { LoginInput, RegisterInput, UserOutput } from '../../../shared/schemas/users.ts';
import { ADMIN_USER_MESSAGES } from '../../../shared/schemas/users.ts';
import type { Em } from '../../db/orm.ts';
import { NotFoundError, UnauthorizedError, ValidationError } from '../../errors.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password.ts';
import { createSession, invalidateUserSessions } from './session.service.ts';
import type { MailOutbox } from '../mail/mail-kind.ts';
import { emailVerificationMail } from './mails/email-verification.mail.ts';
import { passwordChangedMail } from './mails/password-changed.mail.ts';
import { PasswordResetToken } from './password-reset-token.entity.ts';
import { User } from './user.entity.ts';

const EMAIL_TAKEN = new ValidationError({ email: ['The email has already been taken.'] });
const INVALID_CREDENTIALS = 'Invalid email or password';

export function toUserOutput(user: User): UserOutput {
  // Truthiness, not `!== null`: an account just created in this context holds undefined, not the column's null.
  return { id: user.id, name: user.name, email: user.email, role: user.role, email_verified: Boolean(user.emailVerifiedAt) };
}

/** Creates the account and enqueues "Confirm your e-mail" in one transaction: no account without its mail, no mail without the account. */
export async function registerUser(em: Em, mail: MailOutbox, input: RegisterInput): Promise<User> {
  if ((await em.count(User, { email: input.email })) > 0) throw EMAIL_TAKEN;
  const passwordHash = await hashPassword(input.password);
  try {
    return await em.transactional(async (tx) => {
      const user = tx.create(User, { name: input.name, email: input.email, passwordHash, role: 'customer' });
      await tx.flush();
      await mail.enqueue(tx, emailVerificationMail, { userId: user.id });
      return user;
    });
  } catch (error) {
    // Two registrations racing for one email: the unique index decides, the loser gets the field error.
    if (error instanceof UniqueConstraintViolationException) throw EMAIL_TAKEN;
    throw error;
  }
}

export async function authenticate(em: Em, input: LoginInput): Promise<User> {
  const user = await em.findOne(User, { email: input.email });
  if (!user) {
    await burnPasswordCheck(input.password);
    throw new UnauthorizedError(INVALID_CREDENTIALS);
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) throw new UnauthorizedError(INVALID_CREDENTIALS);
  return user;
}

/**
 * Inside the caller's transaction: stores the new password's hash, ends every session of the user
 * (design.md §1), remembering why (`reason`: the browser still holding one is told at login), forgets
 * any reset link still open, and enqueues "your password was changed".
 */
export async function setPasswordHash(tx: Em, mail: MailOutbox, userId: number, passwordHash: string, reason: SessionEndReason, now = new Date()): Promise<void> {
  const updated = await tx.nativeUpdate(User, { id: userId }, { passwordHash, updatedAt: now });
  if (updated === 0) throw new NotFoundError(ADMIN_USER_MESSAGES.notFound);
  await invalidateUserSessions(tx, userId, reason);
  await tx.nativeDelete(PasswordResetToken, { user: userId });
  await mail.enqueue(tx, passwordChangedMail, { userId, changedAt: now.toISOString() });
}

/**
 * Sets a new password in one transaction: whoever held the old password, or a token got with it, is
 * signed out everywhere, and the user is told by mail. With `signInAgain` (a user changing their own
 * password) a new session for the caller is started in the same transaction, so the screen they
 * changed it on carries on, and only the other sessions end.
 */
export async function changePassword(em: Em, mail: MailOutbox, userId: number, password: string, options: { signInAgain?: boolean; byShop?: boolean } = {}) {
  const passwordHash = await hashPassword(password);
  return em.transactional(async (tx) => {
    await setPasswordHash(tx, mail, userId, passwordHash, options.byShop ? 'password-changed-by-shop' : 'password-changed');
    return options.signInAgain ? createSession(tx, tx.getReference(User, userId)) : null;
  });
}

export type EnsuredAdmin = {
  email: string;
  created: boolean;
  /** Set when the account was created here without a configured password: printed once, never stored. */
  generatedPassword?: string;
  /** The configured password replaced a different one (`resetPassword`), and every session ended. */
  passwordReset: boolean;
};

type AdminConfig = { email: string; password: string | undefined; resetPassword: boolean; mail: MailOutbox };

/**
 * Makes sure the configured admin exists with the admin role. A configured password is the new
 * account's password, and is applied to an existing account only when `resetPassword` says so: a
 * password the owner rotated in Manage Users must survive a restart. Without one, a password is
 * generated when the account is created.
 */
export async function ensureAdmin(em: Em, { email, password, resetPassword, mail }: AdminConfig): Promise<EnsuredAdmin> {
  const normalisedEmail = email.trim().toLowerCase();
  const existing = await em.findOne(User, { email: normalisedEmail });
  if (existing) {
    existing.role = 'admin';
    await em.flush();
    const passwordReset = resetPassword && password !== undefined && !(await verifyPassword(existing.passwordHash, password));
    // Through changePassword, so that whoever knew the old password is signed out too.
    if (passwordReset) await changePassword(em, mail, existing.id, password);
    return { email: normalisedEmail, created: false, passwordReset };
  }
  const generatedPassword = password ? undefined : randomBytes(12).toString('base64url');
  em.create(User, {
    name: 'Shop Admin',
    email: normalisedEmail,
    passwordHash: await hashPassword(password ?? generatedPassword ?? ''),
    role: 'admin',
    // The owner's own address, from the shop's configuration: nobody else could have typed it.
    emailVerifiedAt: new Date(),
  });
  await em.flush();
  return { email: normalisedEmail, created: true, generatedPassword, passwordReset: false };
}
