import pino from 'pino';

export type Logger = pino.Logger;

/** Structured JSON logs; secrets are redacted by path wherever they could appear. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: [
        'password',
        'token',
        '*.password',
        '*.token',
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-guest-id"]',
      ],
      censor: '[redacted]',
    },
  });
}
