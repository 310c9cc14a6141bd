import path from 'node:path';
import { z } from 'zod';

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
