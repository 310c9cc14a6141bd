import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { ensureClientBuild } from '../scripts/build-stamp.ts';
import { stockNewArrivals } from './stock.ts';

/** One shop the journeys drive: its address, and where it writes its mails (no SMTP_URL). */
export type JourneyShop = { baseUrl: string; outboxDir: string };

declare module 'vitest' {
  export interface ProvidedContext {
    /** One shop per worker (e2e/shop.ts picks a worker's), so two journeys at once never share data. */
    shops: JourneyShop[];
    adminEmail: string;
    adminPassword: string;
    /** The run's one Chromium, which every journey file connects to (e2e/browser.ts). */
    browserEndpoint: string;
  }
}

const root = path.resolve(import.meta.dirname, '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    const ok = await fetch(`${url}/healthz`).then((response) => response.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The server did not become healthy in 90 s');
}

/** Debian's Chromium, headless, with the flags this sandbox needs (no downloads, no background traffic). */
function launchChromium() {
  return chromium.launchServer({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
}

const ADMIN = { email: 'owner@ukay.test', password: 'e2e-admin-password' };

/** Serves the built shop on a fresh PGlite data dir with a known admin and stock, as `npm start` would. */
async function startShop(): Promise<JourneyShop & { stop: () => Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ukay-e2e-'));
  const port = await freePort();
  const server = spawn('node', ['server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, server);
  await stockNewArrivals(baseUrl, ADMIN);
  return {
    baseUrl,
    outboxDir: path.join(dataDir, 'outbox'),
    stop: async () => {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A shop for each of the project's workers, so journey files run side by side without one seeing
 * another's holds, settings or mails; and the one Chromium they share.
 */
export default async function setup(project: TestProject) {
  // Built the way `npm start` builds it, so the journeys drive what a shopper downloads.
  await ensureClientBuild(root);
  const workers = Math.max(1, Number(project.config.maxWorkers ?? project.vitest.config.maxWorkers) || 1);
  const shops = await Promise.all(Array.from({ length: workers }, startShop));
  const stopShops = () => Promise.all(shops.map((shop) => shop.stop()));
  // Without a browser the run ends here: its shops must not outlive it.
  const browser = await launchChromium().catch(async (error: unknown) => {
    await stopShops();
    throw error;
  });
  project.provide('browserEndpoint', browser.wsEndpoint());
  project.provide('shops', shops.map(({ baseUrl, outboxDir }) => ({ baseUrl, outboxDir })));
  project.provide('adminEmail', ADMIN.email);
  project.provide('adminPassword', ADMIN.password);

  return async () => {
    await browser.close();
    await stopShops();
  };
}
