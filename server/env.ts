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
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) => value.split(',').map((origin) => origin.trim()).filter(Boolean))
    .pipe(z.array(z.url({ error: 'must be a comma-separated list of origins' }))),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  TRUST_PROXY: TrustProxy,
  RATE_LIMIT_LOGIN_PER_IP: limit(300),
  RATE_LIMIT_LOGIN_PER_ACCOUNT: limit(10),
  RATE_LIMIT_REGISTER_PER_IP: limit(100),
  RATE_LIMIT_REGISTER_PER_ACCOUNT: limit(5),
  RATE_LIMIT_PASSWORD_CHANGE_PER_IP: limit(60),
  RATE_LIMIT_PASSWORD_CHANGE_PER_ACCOUNT: limit(30),
  RATE_LIMIT_HOLD_PER_IP: limit(600),
  RATE_LIMIT_HOLD_PER_BUYER: limit(20),
});

export type Env = z.infer<typeof EnvSchema> & { dataDir: string; isProduction: boolean };

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
  return {
    ...result.data,
    dataDir: path.resolve(result.data.DATA_DIR),
    isProduction: result.data.NODE_ENV === 'production',
  };
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
