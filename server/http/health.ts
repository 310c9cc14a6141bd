import type { Hono } from 'hono';
import type { Orm } from '../db/orm.ts';
import { SERVICE_UNAVAILABLE } from '../db/unavailable.ts';
import type { Logger } from '../logger.ts';

/**
 * Within the Docker HEALTHCHECK's 3 s: a database that has not answered `select 1` by then (a pool
 * waiting out its connect timeout on a host that never answers) is not ready either.
 */
const READY_WITHIN_MS = 2_000;

function withinDeadline<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`the database did not answer within ${READY_WITHIN_MS} ms`)), READY_WITHIN_MS);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/**
 * `/healthz` is liveness: 200 while the process serves at all, so an orchestrator restarts only a stuck
 * process, never one waiting for its database. `/readyz` is readiness: 200 once the database answers,
 * else 503 with the message every other answer gives during an outage, so traffic goes elsewhere.
 */
export function serveHealth(app: Hono, orm: Orm, logger: Logger): void {
  app.get('/healthz', (c) => c.json({ ok: true }));
  app.get('/readyz', async (c) => {
    const check = orm.em.getConnection().execute('select 1');
    // A check that loses the race still settles later; its failure must not become an unhandled rejection.
    check.catch(() => {});
    try {
      await withinDeadline(check);
      return c.json({ ok: true });
    } catch (error) {
      logger.warn({ err: error }, 'not ready: the database does not answer');
      return c.json({ message: SERVICE_UNAVAILABLE }, 503);
    }
  });
}
