import { defineEntity, p } from '@mikro-orm/core';
import { SESSION_END_REASONS } from '../../../shared/session-ended.ts';

/**
 * A session the server ended (a password change), kept by its token's SHA-256 until it would have
 * expired, so the browser that still holds it is told why it was signed out (audit C-19). It grants
 * nothing: the session itself is gone.
 */
const EndedSessionSchema = defineEntity({
  name: 'EndedSession',
  tableName: 'ended_sessions',
  properties: {
    id: p.string().length(64).primary(),
    reason: p.enum(SESSION_END_REASONS),
    expiresAt: p.datetime().index(),
  },
});

export class EndedSession extends EndedSessionSchema.class {}
EndedSessionSchema.setClass(EndedSession);
