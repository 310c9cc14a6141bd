import { defineEntity, p } from '@mikro-orm/core';
import { User } from './user.entity.ts';

/** A session row holds only the SHA-256 of its token (the Lucia guide's design). */
const SessionSchema = defineEntity({
  name: 'Session',
  tableName: 'sessions',
  properties: {
    id: p.string().length(64).primary(),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    expiresAt: p.datetime().index(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class Session extends SessionSchema.class {}
SessionSchema.setClass(Session);
