import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, ROLES } from '../constants.ts';

export const Email = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .pipe(z.email('Email is invalid'));

export const NewPassword = z
  .string({ error: 'Password is required' })
  // An empty password is missing, not short: say only that.
  .min(1, { message: 'Password is required', abort: true })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(256, 'Password is too long');

export const RegisterInput = z
  .strictObject({
    name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(120),
    email: Email,
    password: NewPassword,
    password_confirmation: z.string({ error: 'Passwords do not match' }),
    cart_items: z.array(z.number().int().positive()).max(200).optional(),
  })
  .refine((input) => input.password === input.password_confirmation, {
    message: 'Passwords do not match',
    path: ['password_confirmation'],
  });
export type RegisterInput = z.infer<typeof RegisterInput>;

export const LoginInput = z.strictObject({
  email: Email,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(256),
});
export type LoginInput = z.infer<typeof LoginInput>;

export const UserOutput = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
});
export type UserOutput = z.infer<typeof UserOutput>;

/** What a REST client receives on login and register (spec §3 "Auth response"). */
export const AuthOutput = z.object({ user: UserOutput, token: z.string() });
export type AuthOutput = z.infer<typeof AuthOutput>;
