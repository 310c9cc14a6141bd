import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { createApp } from '../app.ts';
import type { Orm } from '../db/orm.ts';
import { parseEnv } from '../env.ts';
import { createLogger } from '../logger.ts';
import { LiveHub } from '../modules/live/live-hub.ts';
import { NO_MAIL } from '../modules/mail/mail-kind.ts';
import { createStorage } from '../storage/create-storage.ts';
import { TEST_INDEX_HTML } from './test-app.ts';

/**
 * The app as createTestApp builds it, with environment variables of the test's choosing (a rate
 * limit, TRUST_PROXY, NODE_ENV=production, S3_BUCKET…) and, when given, its JSON log lines written
 * to `logTo`. Its storage is the one start-up would choose for that environment. Its live streams
 * hear only the changes `live` is given (a test database has one that listens: test-db.ts).
 */
export async function createAppWithEnv(orm: Orm, variables: Record<string, string> = {}, logTo?: Writable, live = new LiveHub()) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ukay-test-'));
  const clientDir = path.join(dataDir, 'client');
  await mkdir(clientDir);
  await writeFile(path.join(clientDir, 'index.html'), TEST_INDEX_HTML);
  const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...variables });
  const storage = createStorage(env);
  const logger = logTo ? createLogger('debug', logTo) : createLogger('silent');
  const app = createApp({ orm, env, storage, mail: NO_MAIL, live, logger, clientDir });
  return { app, env, storage, dataDir };
}

/** What @hono/node-server hands the app for a request from `address`: the socket the IP is read from. */
export function fromAddress(address: string) {
  return { incoming: { socket: { remoteAddress: address, remotePort: 50_000, remoteFamily: address.includes(':') ? 'IPv6' : 'IPv4' } } };
}
