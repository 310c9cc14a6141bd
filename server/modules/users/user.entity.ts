import { defineEntity, p, type Opt } from '@mikro-orm/core';
import { ROLES } from '../../../shared/constants.ts';
import { baseProperties } from '../../db/base-properties.ts';
import { mailboxSqlOf } from '../mail/mailbox.ts';

const UserSchema = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    ...baseProperties,
    name: p.string().length(120),
    email: p.string().length(254).unique(),
    passwordHash: p.string().length(255).hidden(),
    role: p.enum(ROLES).default('customer'),
    /** When the owner of the address followed the link mailed to it; null: not yet (decision 025). */
    emailVerifiedAt: p.datetime().nullable(),
    /**
     * The inbox the address reaches (mail/mailbox.ts), kept by PostgreSQL: what a drop's limit per buyer counts.
     * `Opt` because nothing writes it; the builder's types do not know that a generated column is never set.
     */
    mailbox: p.string().$type<Opt<string>>().length(254).generated(`(${mailboxSqlOf('email')}) stored`).index(),
  },
});

export class User extends UserSchema.class {}
UserSchema.setClass(User);
