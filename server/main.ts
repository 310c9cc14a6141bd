import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { bootstrap } from './bootstrap.ts';
import { env as readEnv, EnvError } from './env.ts';
import { createLogger } from './logger.ts';
import type { EnsuredAdmin } from './modules/users/auth.service.ts';

const CLIENT_DIR = fileURLToPath(new URL('../dist/client', import.meta.url));

function readEnvOrExit() {
  try {
    return readEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** What start-up did to the admin's password (README "Configuration": ADMIN_PASSWORD, ADMIN_PASSWORD_RESET). */
function adminPasswordNote(admin: EnsuredAdmin): string {
  if (admin.generatedPassword) return `${admin.generatedPassword}   (generated once; set ADMIN_PASSWORD to choose your own)`;
  if (admin.created) return 'the ADMIN_PASSWORD you set';
  if (admin.passwordReset) return 'reset to ADMIN_PASSWORD (ADMIN_PASSWORD_RESET=1), every session of the admin ended';
  return 'unchanged (ADMIN_PASSWORD is applied only when the account is created, or with ADMIN_PASSWORD_RESET=1)';
}

const env = readEnvOrExit();
const logger = createLogger(env.LOG_LEVEL);
const { orm, storage, mail, live, admin, seeded } = await bootstrap(env, logger);
const app = createApp({ orm, env, storage, mail: mail.outbox, live: live.hub, logger, clientDir: CLIENT_DIR });

const server = serve({ fetch: app.fetch, port: env.PORT }, (info) => {
  const url = env.PUBLIC_URL ?? `http://localhost:${info.port}`;
  const database = env.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${path.join(env.dataDir, 'pglite')}`;
  const uploads = env.s3 ? `S3 bucket ${env.s3.bucket}` : path.join(env.dataDir, 'uploads');
  const lines = [
    '',
    `  Ukay is open at ${url}  (database: ${database}; uploads: ${uploads})`,
    seeded.length > 0 ? `  Seeded a demo shop: ${seeded.join(', ')}` : '',
    `  Mail: ${mail.description}`,
    env.isProduction && !env.SMTP_URL ? '  WARNING: SMTP_URL is not set, so no mail is sent: buyers get no receipts and you get no order alerts.' : '',
    `  Admin login: ${admin.email}`,
    `  Admin password: ${adminPasswordNote(admin)}`,
    '',
  ];
  console.log(lines.filter((line, index) => line !== '' || index === 0 || index === lines.length - 1).join('\n'));
});

async function shutdown(signal: string) {
  logger.info({ signal }, 'shutting down');
  // The live streams first: server.close() waits for open connections, and a stream never ends by itself.
  await live.stop();
  server.close();
  await mail.stop();
  await orm.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
