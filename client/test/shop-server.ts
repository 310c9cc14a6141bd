import type { DetachedWindowAPI } from 'happy-dom';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, createTestUser } from '../../server/test/test-app.ts';
import { listen, type ListeningApp } from '../../server/test/listening-app.ts';
// Vitest's hook registrar, not a React hook: renamed so the React hooks lint of client/ reads it as what it is.
import { useTestDatabase as testDatabaseForFile, type TestDatabase } from '../../server/test/test-db.ts';
import type { Em } from '../../server/db/orm.ts';
import { trpcClient } from '../lib/trpc.ts';

export type ShopServer = {
  database: () => TestDatabase;
  em: () => Em;
};

/** The page's own controls, which happy-dom adds to its window (not part of the DOM's types). */
const page = () => (window as unknown as { happyDOM: DetachedWindowAPI }).happyDOM;

/**
 * The real app on a PGlite database of this file's own, listening on 127.0.0.1, with the happy-dom
 * page moved to its origin: the components' own tRPC client (`/trpc`, relative) then reaches it over
 * HTTP through happy-dom's fetch, which keeps the session cookie as a browser does. Nothing is mocked.
 * Registers beforeAll/afterAll, as useTestDatabase does (not named use…: it is no React hook).
 */
export function serveShopForFile(): ShopServer {
  const database = testDatabaseForFile('pglite');
  const listening: { server?: ListeningApp } = {};
  beforeAll(async () => {
    const { app } = await createTestApp(database());
    const server = await listen(app);
    listening.server = server;
    page().setURL(`http://127.0.0.1:${server.port}/`);
  });
  afterAll(async () => {
    await listening.server?.close();
  });
  return {
    database,
    em: () => database().em(),
  };
}

/**
 * A fresh admin signed in through the real login procedure, from the page: its session cookie is
 * then the page's, and every later call of the components carries it (the cookie is HttpOnly, so the
 * page's script never sees it; only the answer to `session` proves it is kept).
 */
export async function signInAsAdmin(shop: ShopServer) {
  const { user, password } = await createTestUser(shop.em(), { role: 'admin' });
  await trpcClient.users.login.mutate({ email: user.email, password });
  const { user: signedIn } = await trpcClient.users.session.query();
  if (signedIn?.id !== user.id) throw new Error('The session cookie was not kept by the page');
  return user;
}
