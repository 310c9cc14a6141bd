import { AsyncLocalStorage } from 'node:async_hooks';
import pino from 'pino';

export type Logger = pino.Logger;

/** The request being served: every line logged while serving it carries its id (server/http/request-log.ts). */
export const requestScope = new AsyncLocalStorage<{ requestId: string }>();

/**
 * A second net under "log only what is listed": should a secret ever be handed to the logger inside
 * an object, it is censored by name. Request lines never carry bodies, headers or query strings.
 */
const SECRET_FIELDS = [
  'password',
  'password_confirmation',
  'token',
  'sessionToken',
  'authorization',
  'cookie',
  'guestId',
  'guest_id',
  'guestIdHeader',
  'paymentProofKey',
  'payment_proof',
];
const REDACT_PATHS = [
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-guest-id"]',
  'res.headers["set-cookie"]',
];

const LOG_BATCH_BYTES = 4096;
const LOG_BATCH_MS = 100;

/** Structured JSON logs on stdout (or `destination`), secrets kept out by construction and by redaction. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { err: safeError, error: safeError },
    mixin: () => {
      const scope = requestScope.getStore();
      return scope ? { reqId: scope.requestId } : {};
    },
  };
  // Stdout is written asynchronously, in batches of 4 kB, or whatever 100 ms gathered: a log line
  // never holds up an answer. Written line by line, each line cost a write of its own handed to
  // libuv's threads, ~15 µs of the server's CPU per request under load (the API budget, design.md §5). Pino flushes
  // what is buffered when the process exits.
  return pino(options, destination ?? pino.destination({ dest: 1, sync: false, minLength: LOG_BATCH_BYTES, periodicFlush: LOG_BATCH_MS }));
}

const STORAGE_KEY = /\b[a-z0-9-]+\/[A-Za-z0-9_-]+\.(?:webp|jpg)\b/g;
/** Session tokens (32), guest ids (21), hashes: no English word is this long. */
const LONG_TOKEN = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{20,}(?![A-Za-z0-9_-])/g;

/** Database errors carry the statement with its values inlined, and the offending value in `detail`. */
function isDatabaseError(error: Error): boolean {
  return 'sqlState' in error || 'query' in error || ('severity' in error && 'routine' in error);
}

/**
 * A wrapper's message repeats its cause's: tRPC wraps whatever a procedure throws in a TRPCError
 * carrying the thrown error's message, so a database error's values would ride along on the wrapper.
 */
function repeatsCause(error: Error): boolean {
  return error.cause instanceof Error && error.cause.message !== '' && error.message.includes(error.cause.message);
}

/**
 * Pino's error serializer keeps every own property, and a database error's message, `detail`, `query`
 * and `params` hold the very values written (a guest id, an email, a proof's key). This one keeps
 * the error's kind, a database error's code and constraint (never its message), other errors'
 * messages with keys and long tokens masked (a wrapper's not at all: its cause says it, safely), and
 * the stack's frames.
 */
export function safeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const fields: Record<string, unknown> = { type: error.name };
  if (isDatabaseError(error)) {
    for (const key of ['code', 'sqlState', 'table', 'constraint', 'routine'] as const) {
      const value = (error as Error & Record<string, unknown>)[key];
      if (typeof value === 'string') fields[key] = value;
    }
  } else if (!repeatsCause(error)) {
    fields.message = error.message.replace(STORAGE_KEY, '[key]').replace(LONG_TOKEN, '[redacted]');
  }
  fields.stack = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
  if (error.cause !== undefined && depth < 3) fields.cause = safeError(error.cause, depth + 1);
  return fields;
}
