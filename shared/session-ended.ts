/**
 * Why the server ended a browser's session, when it knows: its password was changed, by the shop in
 * Manage Users or by its owner (a reset link, another device). Apart from the schemas (no zod): the
 * login page says it (docs/product/screens.md "Sign-in and sign-up").
 */
export const SESSION_END_REASONS = ['password-changed-by-shop', 'password-changed'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

export const SESSION_ENDED_MESSAGES: Record<SessionEndReason, string> = {
  'password-changed-by-shop': 'Your password was changed by the shop. Please log in with the new password.',
  'password-changed': 'Your password was changed. Please log in with the new password.',
};
