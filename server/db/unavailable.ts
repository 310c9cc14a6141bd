import { ConnectionException } from '@mikro-orm/core';

/** What a caller is told while the database cannot be reached: a passing fault, worth a retry. */
export const SERVICE_UNAVAILABLE = 'Service temporarily unavailable';

/** The socket could not reach the database server, or lost it. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * PostgreSQL's own: class 08 (connection exception), the server shutting down or restarting (57P01-03)
 * and a full connection table (53300).
 */
const SQLSTATE_UNAVAILABLE = /^(08...|57P0[123]|53300)$/;

/** `pg` and `pg-pool` report a lost or never-made connection by message alone, with no code. */
const PG_MESSAGES = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];

const MAX_CAUSES = 5;

/**
 * Whether an error, or one of its causes (tRPC and the ORM wrap the driver's), says the database
 * cannot be reached right now, as opposed to a query that is wrong: the first is a 503, the second a bug.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < MAX_CAUSES && current instanceof Error; depth++) {
    if (current instanceof ConnectionException) return true;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE_UNAVAILABLE.test(code))) return true;
    if (PG_MESSAGES.includes(current.message)) return true;
    current = current.cause;
  }
  return false;
}
