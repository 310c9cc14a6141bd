import { defineEntity, p } from '@mikro-orm/core';
import { User } from './user.entity.ts';

/**
 * A link that proves the owner of an account reads the mail sent to its address: only the SHA-256 of
 * its token is stored, beside the address it was sent to, so a link made for an address the account no
 * longer has verifies nothing. It works until `expiresAt`.
 */
const EmailVerificationTokenSchema = defineEntity({
  name: 'EmailVerificationToken',
  tableName: 'email_verification_tokens',
  properties: {
    tokenHash: p.string().length(64).primary(),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    email: p.string().length(254),
    expiresAt: p.datetime(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class EmailVerificationToken extends EmailVerificationTokenSchema.class {}
EmailVerificationTokenSchema.setClass(EmailVerificationToken);
