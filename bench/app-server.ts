/**
 * The shop as `server/main.ts` starts it, but serving the bench's own client build (argv[2]) instead
 * of dist/client, which other people's browser tests use. Same bootstrap, same createApp, same
 * @hono/node-server; only the client folder differs. Prints `BENCH_READY <port>` when listening.
 */
import { serve } from '@hono/node-server';
import { createApp } from '../server/app.ts';
import { bootstrap } from '../server/bootstrap.ts';
import { env as readEnv } from '../server/env.ts';
import { createLogger } from '../server/logger.ts';

const clientDir = process.argv[2];
if (!clientDir) throw new Error('usage: node bench/app-server.ts <clientDir>');

const env = readEnv();
const logger = createLogger(env.LOG_LEVEL);
const { orm, storage, mail, live, seeded } = await bootstrap(env, logger);
const app = createApp({ orm, env, storage, mail: mail.outbox, live: live.hub, logger, clientDir });

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: '127.0.0.1' }, (info) => {
  console.log(`BENCH_READY ${info.port} seeded=${JSON.stringify(seeded)}`);
});

async function shutdown() {
  await live.stop();
  server.close();
  await mail.stop();
  await orm.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
