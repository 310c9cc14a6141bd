import { randomBytes } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { LoginInput, RegisterInput, UserOutput } from '../../../shared/schemas/users.ts';
import { ADMIN_USER_MESSAGES } from '../../../shared/schemas/users.ts';
import type { Em } from '../../db/orm.ts';
import { NotFoundError, UnauthorizedError, ValidationError } from '../../errors.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password.ts';
import { invalidateUserSessions } from './session.service.ts';
import { User } from './user.entity.ts';

const EMAIL_TAKEN = new ValidationError({ email: ['The email has already been taken.'] });
const INVALID_CREDENTIALS = 'Invalid email or password';

export function toUserOutput(user: User): UserOutput {
  return { id: user.id, name: user.name, email: user.email, role: user.role };
}

export async function registerUser(em: Em, input: RegisterInput): Promise<User> {
  if ((await em.count(User, { email: input.email })) > 0) throw EMAIL_TAKEN;
  const user = em.create(User, {
    name: input.name,
    email: input.email,
    passwordHash: await hashPassword(input.password),
    role: 'customer',
  });
  try {
    await em.flush();
  } catch (error) {
    // Two registrations racing for one email: the unique index decides, the loser gets the field error.
    if (error instanceof UniqueConstraintViolationException) throw EMAIL_TAKEN;
    throw error;
  }
  return user;
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
 * Sets a new password and ends every session of the user (design.md §1), in one transaction: whoever
 * held the old password, or a token got with it, is signed out everywhere.
 */
export async function changePassword(em: Em, userId: number, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await em.transactional(async (tx) => {
    const updated = await tx.nativeUpdate(User, { id: userId }, { passwordHash, updatedAt: new Date() });
    if (updated === 0) throw new NotFoundError(ADMIN_USER_MESSAGES.notFound);
    await invalidateUserSessions(tx, userId);
  });
}

export type EnsuredAdmin = { email: string; generatedPassword?: string };

/**
 * Makes sure the configured admin exists with the admin role. A configured password is applied on
 * every start; without one, a password is generated only when the account is first created.
 */
export async function ensureAdmin(em: Em, email: string, password: string | undefined): Promise<EnsuredAdmin> {
  const normalisedEmail = email.trim().toLowerCase();
  const existing = await em.findOne(User, { email: normalisedEmail });
  if (existing) {
    existing.role = 'admin';
    if (password && !(await verifyPassword(existing.passwordHash, password))) {
      existing.passwordHash = await hashPassword(password);
    }
    await em.flush();
    return { email: normalisedEmail };
  }
  const generatedPassword = password ? undefined : randomBytes(12).toString('base64url');
  em.create(User, {
    name: 'Shop Admin',
    email: normalisedEmail,
    passwordHash: await hashPassword(password ?? generatedPassword ?? ''),
    role: 'admin',
  });
  await em.flush();
  return { email: normalisedEmail, generatedPassword };
}
