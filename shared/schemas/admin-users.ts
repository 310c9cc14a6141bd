import { z } from 'zod';
import { ROLES } from '../constants.ts';
import { NewPassword } from './account.ts';
import { recordId } from './common.ts';

export const ADMIN_USER_MESSAGES = {
  notFound: 'User not found',
  searchTooLong: 'Search is too long',
  confirmationRequired: 'Please confirm the new password',
  passwordsDiffer: 'Passwords do not match',
  passwordUpdated: 'Password updated successfully.',
} as const;

/** Spec §2: the search box matches name, email or Instagram username, case-insensitively. */
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

/** Spec §5: matching is enforced by the server; the mismatch is reported on the confirmation field. */
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

export const ChangePasswordOutput = z.object({ success: z.literal(true), message: z.string() });
export type ChangePasswordOutput = z.infer<typeof ChangePasswordOutput>;
