import { afterAll, beforeAll } from 'vitest';
import { createOrm, type Orm } from '../db/orm.ts';
import { createAppWithEnv } from './app-with-env.ts';
import { listen, type ListeningApp } from './listening-app.ts';
import type { TestDatabase } from './test-db.ts';

/**
 * The app on real sockets, so the address that counts is the connection's own: one instance, and on
 * PostgreSQL a second, with an ORM and a pool of its own on the same database, as a second server would
 * be. Answers the instance a call goes to: `instance` counts round them.
 */
export function useListeningShops(db: () => TestDatabase, env: Record<string, string>): (instance?: number) => ListeningApp {
  const shops: ListeningApp[] = [];
  let second: Orm | undefined;
  beforeAll(async () => {
    const url = db().url;
    second = url ? await createOrm({ kind: 'postgresql', url }) : undefined;
    for (const orm of second ? [db().orm, second] : [db().orm]) shops.push(await listen((await createAppWithEnv(orm, env)).app));
  });
  afterAll(async () => {
    for (const shop of shops) await shop.close();
    await second?.close(true);
  });
  return (instance = 0) => {
    const shop = shops[instance % shops.length];
    if (!shop) throw new Error('The listening shops are not started yet');
    return shop;
  };
}
