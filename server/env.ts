import path from 'node:path';
import { z } from 'zod';

/** How many calls a rate limit allows in its window (README "Security"); 0 turns that limit off. */
const limit = (fallback: number) => z.coerce.number().int().min(0, 'must be a whole number (0: no limit)').default(fallback);

/**
 * How many reverse proxies in front of the app append to X-Forwarded-For: `false`/`0` (the default)
 * ignores the header, `true`/`1` trusts the entry our one proxy added, `2` the one before it, …
 */
const TrustProxy = z
  .string()
  .default('false')
  .refine((value) => /^(true|false|\d)$/.test(value), 'must be true, false or a number of proxies (0-9)')
  .transform((value) => (value === 'true' ? 1 : value === 'false' ? 0 : Number(value)));

/** Today's naming rule at AWS, and the one R2, MinIO and Spaces apply: catches `s3://name` or an ARN pasted in. */
const BucketName = z
  .string()
  .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3-63 lowercase letters, digits, dots and hyphens)');

/** `shop@example.com` or `Shop Name <shop@example.com>`, as a From header carries it. */
const MailFrom = z
  .string()
  .refine((value) => z.email().safeParse(/<([^<>]+)>\s*$/.exec(value)?.[1] ?? value.trim()).success, 'must be an address, e.g. Ukay <shop@example.com>');

/** The one place that reads process.env (design.md §7): parsed once, a bad value stops start-up. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  ADMIN_EMAIL: z.email().default('admin@ukay.ph'),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  ADMIN_PASSWORD_RESET: z
    .enum(['0', '1', 'true', 'false'], { error: 'must be 1 (reset the admin password at start) or 0' })
    .default('0')
    .transform((value) => value === '1' || value === 'true'),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) => value.split(',').map((origin) => origin.trim()).filter(Boolean))
    .pipe(z.array(z.url({ error: 'must be a comma-separated list of origins' }))),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  TRUST_PROXY: TrustProxy,
  RATE_LIMIT_LOGIN_PER_IP: limit(300),
  RATE_LIMIT_LOGIN_PER_ACCOUNT_AND_IP: limit(10),
  RATE_LIMIT_LOGIN_SLOWDOWN_AFTER: limit(20),
  RATE_LIMIT_LOGIN_MAX_DELAY_SECONDS: z.coerce.number().int().min(1).max(60).default(10),
  // Counted for one email from anywhere, it let ten guesses lock the owner out (decision 010): refuse it, do not ignore it.
  RATE_LIMIT_LOGIN_PER_ACCOUNT: z
    .undefined({ error: 'is gone: set RATE_LIMIT_LOGIN_PER_ACCOUNT_AND_IP and RATE_LIMIT_LOGIN_SLOWDOWN_AFTER instead' })
    .optional(),
  RATE_LIMIT_REGISTER_PER_IP: limit(100),
  RATE_LIMIT_REGISTER_PER_ACCOUNT: limit(5),
  RATE_LIMIT_PASSWORD_CHANGE_PER_IP: limit(60),
  RATE_LIMIT_PASSWORD_CHANGE_PER_ACCOUNT: limit(30),
  RATE_LIMIT_PASSWORD_RESET_PER_IP: limit(30),
  RATE_LIMIT_PASSWORD_RESET_PER_ACCOUNT: limit(5),
  RATE_LIMIT_EMAIL_VERIFICATION_PER_IP: limit(30),
  RATE_LIMIT_EMAIL_VERIFICATION_PER_ACCOUNT: limit(5),
  RATE_LIMIT_HOLD_PER_IP: limit(600),
  RATE_LIMIT_HOLD_PER_BUYER: limit(20),
  // Many shoppers may share one address (carrier-grade NAT): the per-address limit is for scripts.
  RATE_LIMIT_ORDER_PER_IP: limit(200),
  RATE_LIMIT_ORDER_PER_BUYER: limit(10),
  // Now the shop setting "Pieces all guests of one network may hold" (decision 025): refuse it, do not ignore it.
  HOLD_GUEST_PIECES_PER_IP: z
    .undefined({ error: 'is gone: set "Pieces all guests of one network may hold" in Shop Settings (guest_pieces_per_network) instead' })
    .optional(),
  /** Live event streams open at once from one address (an IPv6 /64), and on this instance (design.md §8 "Live screens"). */
  LIVE_STREAMS_PER_IP: limit(100),
  LIVE_STREAMS_MAX: limit(10_000),
  /** Live streams opened (reconnects included) per minute from one address: a reconnect loop costs a replay each time. */
  RATE_LIMIT_STREAM_OPEN_PER_IP: limit(600),
  // Unset: every mail is written to DATA_DIR/outbox/ as an .eml file instead of being sent (README "Sending mail").
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@smtp.example.com:587' }).optional(),
  MAIL_FROM: MailFrom.optional(),
  /** Mails anyone can make the shop send to an address they type (reset links, queue news): at most this many to one address an hour. */
  MAIL_UNSOLICITED_PER_RECIPIENT_PER_HOUR: limit(5),
  // Unset: the pair made at the first start and kept in the database (README "Push notifications").
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'must be a P-256 public key, base64url (87 characters), e.g. from npx web-push generate-vapid-keys').optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key, base64url (43 characters)').optional(),
  S3_BUCKET: BucketName.optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  S3_REGION: z.string().regex(/^[a-z0-9-]+$/, 'must be a region name such as us-east-1 or auto').default('us-east-1'),
  // Both absent: the SDK's default credential chain (an IAM role, AWS_* variables, ~/.aws).
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
}).superRefine((env, context) => {
  const refuse = (name: string, message: string) => context.addIssue({ code: 'custom', path: [name], message });
  // Links in link previews and the sitemap are built from it; guessing from the Host header would let a request write them.
  if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
    refuse('PUBLIC_URL', "is required in production: the shop's public address, e.g. https://ukay.ph (absolute links are built from it)");
  }
  if (env.ADMIN_PASSWORD_RESET && !env.ADMIN_PASSWORD) refuse('ADMIN_PASSWORD_RESET', 'is set but ADMIN_PASSWORD is not');
  if (env.VAPID_PUBLIC_KEY && !env.VAPID_PRIVATE_KEY) refuse('VAPID_PRIVATE_KEY', 'must be set with VAPID_PUBLIC_KEY');
  if (env.VAPID_PRIVATE_KEY && !env.VAPID_PUBLIC_KEY) refuse('VAPID_PUBLIC_KEY', 'must be set with VAPID_PRIVATE_KEY');
  if (env.S3_ACCESS_KEY_ID && !env.S3_SECRET_ACCESS_KEY) refuse('S3_SECRET_ACCESS_KEY', 'must be set with S3_ACCESS_KEY_ID');
  if (env.S3_SECRET_ACCESS_KEY && !env.S3_ACCESS_KEY_ID) refuse('S3_ACCESS_KEY_ID', 'must be set with S3_SECRET_ACCESS_KEY');
  // Without a bucket, uploads stay on this machine's disk: an S3 setting alone is a half-done setup, not a choice.
  for (const name of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
    if (env[name] && !env.S3_BUCKET) refuse(name, 'is set but S3_BUCKET is not');
  }
});

/** Where uploads go when S3_BUCKET is set (README "Running with uploads in S3"). */
export type S3Config = {
  bucket: string;
  region: string;
  /** Set for an S3-compatible service (MinIO, R2, Spaces…): addressed path-style, as they all accept. */
  endpoint?: string;
  /** Unset: the SDK's default credential chain. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

function s3ConfigOf(env: z.infer<typeof EnvSchema>): S3Config | null {
  if (!env.S3_BUCKET) return null;
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
  };
}

export type Env = z.infer<typeof EnvSchema> & {
  dataDir: string;
  isProduction: boolean;
  s3: S3Config | null;
  /** Where absolute links point: PUBLIC_URL's origin, else (development, tests) this machine on the configured port. */
  publicOrigin: string;
  /** MAIL_FROM, else the shop's name at no-reply@ the public address's host. */
  mailFrom: string;
};

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const blankToUndefined = Object.fromEntries(
    Object.entries(source).map(([key, value]) => [key, value === '' ? undefined : value]),
  );
  const result = EnvSchema.safeParse(blankToUndefined);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${String(issue.path[0])}: ${issue.message}`);
    throw new EnvError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const publicOrigin = result.data.PUBLIC_URL ? new URL(result.data.PUBLIC_URL).origin : `http://localhost:${result.data.PORT}`;
  return {
    ...result.data,
    dataDir: path.resolve(result.data.DATA_DIR),
    isProduction: result.data.NODE_ENV === 'production',
    s3: s3ConfigOf(result.data),
    publicOrigin,
    mailFrom: result.data.MAIL_FROM ?? `Ukay <no-reply@${new URL(publicOrigin).hostname}>`,
  };
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
