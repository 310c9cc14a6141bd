import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { ensureClientBuild } from '../scripts/build-stamp.ts';
import { stockNewArrivals } from './stock.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    adminEmail: string;
    adminPassword: string;
    /** Where the server writes its mails (no SMTP_URL): the journeys read links from them. */
    outboxDir: string;
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

/**
 * Serves the built shop on a fresh PGlite data dir with a known admin, as `npm start` would, and
 * launches the one Chromium the journeys share.
 */
export default async function setup(project: TestProject) {
  // Built the way `npm start` builds it, so the journeys drive what a shopper downloads.
  await ensureClientBuild(root);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ukay-e2e-'));
  const port = await freePort();
  const adminEmail = 'owner@ukay.test';
  const adminPassword = 'e2e-admin-password';
  const server = spawn('node', ['server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
      LOG_LEVEL: 'warn',
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, server);
  await stockNewArrivals(baseUrl, { email: adminEmail, password: adminPassword });
  const browser = await launchChromium();
  project.provide('browserEndpoint', browser.wsEndpoint());
  project.provide('baseUrl', baseUrl);
  project.provide('adminEmail', adminEmail);
  project.provide('adminPassword', adminPassword);
  project.provide('outboxDir', path.join(dataDir, 'outbox'));

  return async () => {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  };
}
