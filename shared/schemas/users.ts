import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, ROLES } from '../constants.ts';
import { PASSWORD_RESET_MINUTES } from '../admin-constants.ts';
import { recordId } from './common.ts';

export const Email = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .pipe(z.email('Email is invalid'));

const NewPassword = z
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
  /** Whether the owner followed the link mailed to the address: a drop's first minutes ask for it. */
  email_verified: z.boolean(),
});
export type UserOutput = z.infer<typeof UserOutput>;

/** What a REST client receives on login and register (the auth answer, docs/product/pieces-and-orders.md "User"). */
export const AuthOutput = z.object({ user: UserOutput, token: z.string() });
export type AuthOutput = z.infer<typeof AuthOutput>;

export const ADMIN_USER_MESSAGES = {
  notFound: 'User not found',
  searchTooLong: 'Search is too long',
  confirmationRequired: 'Please confirm the new password',
  passwordsDiffer: 'Passwords do not match',
  passwordUpdated: 'Password updated successfully.',
} as const;

/** docs/product/screens.md "Manage Users": the search box matches name, email or Instagram username, case-insensitively. */
export const AdminUserListInput = z.strictObject({
  search: z.string().trim().max(100, ADMIN_USER_MESSAGES.searchTooLong).optional(),
});
export type AdminUserListInput = z.input<typeof AdminUserListInput>;

/** A user as Manage Users lists them, the address from their profile; never the password hash. */
export const AdminUserOutput = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  instagram_username: z.string().nullable(),
  address_line1: z.string().nullable(),
  barangay: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
});
export type AdminUserOutput = z.infer<typeof AdminUserOutput>;

export const AdminUserListOutput = z.object({ users: z.array(AdminUserOutput) });
export type AdminUserListOutput = z.infer<typeof AdminUserListOutput>;

const passwordFields = {
  password: NewPassword,
  password_confirmation: z.string({ error: ADMIN_USER_MESSAGES.confirmationRequired }).min(1, ADMIN_USER_MESSAGES.confirmationRequired),
};

/** docs/product/rules.md "Password change": matching is enforced by the server; the mismatch is reported on the confirmation field. */
const passwordsMatch = (input: { password: string; password_confirmation: string }) => input.password === input.password_confirmation;
const mismatch = {
  message: ADMIN_USER_MESSAGES.passwordsDiffer,
  path: ['password_confirmation'],
  // A short or missing password already says what is wrong; "do not match" on top would only be noise.
  when: (payload: { issues: unknown[] }) => payload.issues.length === 0,
};

export const ChangePasswordFields = z.strictObject(passwordFields).refine(passwordsMatch, mismatch);

export const ChangePasswordInput = z.strictObject({ id: recordId(ADMIN_USER_MESSAGES.notFound), ...passwordFields }).refine(passwordsMatch, mismatch);
export type ChangePasswordInput = z.infer<typeof ChangePasswordInput>;

export const PASSWORD_RESET_MESSAGES = {
  /** The same answer whether an account uses the email or not. */
  sent: `If an account uses that email, we have sent it a link to choose a new password. The link works for ${PASSWORD_RESET_MINUTES} minutes.`,
  linkInvalid: 'This link has expired or was already used. Ask for a new one.',
} as const;

/** /forgot-password: the email to send a reset link to. */
export const RequestPasswordResetInput = z.strictObject({ email: Email });
export type RequestPasswordResetInput = z.infer<typeof RequestPasswordResetInput>;

/** A mailed link's token (server/modules/users/mailed-links.ts): anything else is a link that does not work, said on the field. */
const linkToken = (linkInvalid: string) => z.string({ error: linkInvalid }).min(1, linkInvalid).max(64, linkInvalid);

/** /reset-password?token=…: the link's token and the new password, twice. */
export const ResetPasswordInput = z
  .strictObject({
    token: linkToken(PASSWORD_RESET_MESSAGES.linkInvalid),
    ...passwordFields,
  })
  .refine(passwordsMatch, mismatch);
export type ResetPasswordInput = z.infer<typeof ResetPasswordInput>;

export const EMAIL_VERIFICATION_MESSAGES = {
  verified: 'Your e-mail is verified. You can now take part in drops.',
  /** A link followed again, or an older one, once the address is verified: the same outcome, not an error. */
  alreadyVerified: 'Your e-mail is already verified. You can take part in drops.',
  linkInvalid: 'This link has expired or no longer works. Ask for a new one.',
  sent: 'Sent. Check your inbox.',
} as const;

/** /verify-email?token=…: the token of the link mailed to the account's address. */
export const VerifyEmailInput = z.strictObject({ token: linkToken(EMAIL_VERIFICATION_MESSAGES.linkInvalid) });
export type VerifyEmailInput = z.infer<typeof VerifyEmailInput>;
