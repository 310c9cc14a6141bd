import type { Hono } from 'hono';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createOrm, type Orm } from '../db/orm.ts';
import { createAppWithEnv } from './app-with-env.ts';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';
import { useTestDatabase, type TestDatabase } from './test-db.ts';

export type DatabaseBehindProxy = { db: TestDatabase; proxy: TcpProxy; orm: Orm; app: Hono };

/**
 * A fresh PostgreSQL database reached only through a TCP proxy (tcp-proxy.ts), and an app on it, so a
 * test can take the database away as a network does; the proxy is restored after every test.
 * `connectTimeoutMs` is how long the app's pool waits for a connection that never comes.
 */
export function useDatabaseBehindProxy(connectTimeoutMs: number): () => DatabaseBehindProxy {
  const db = useTestDatabase('postgresql');
  const ready: { parts?: DatabaseBehindProxy } = {};
  beforeAll(async () => {
    const url = new URL(db().url ?? '');
    const proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    const orm = await createOrm({ kind: 'postgresql', url: proxy.urlThrough(url.toString()) }, { connectTimeoutMs });
    const { app } = await createAppWithEnv(orm);
    ready.parts = { db: db(), proxy, orm, app };
  });
  afterEach(() => ready.parts?.proxy.restore());
  afterAll(async () => {
    await ready.parts?.orm.close(true);
    await ready.parts?.proxy.close();
  });
  return () => {
    if (!ready.parts) throw new Error('The database behind its proxy is not ready yet');
    return ready.parts;
  };
}
