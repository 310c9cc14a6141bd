import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { serveClient } from '../server/http/static-client.ts';

/** Serves a built client folder with the shop's own static code (server/http/static-client.ts). */
export async function serveStaticClient(clientDir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const app = new Hono();
  serveClient(app, clientDir);
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
