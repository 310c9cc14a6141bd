import path from 'node:path';
import { serverNodeFlags } from '../scripts/node-flags.ts';
import { ROOT, startNode, waitForOutput, type Child } from './processes.ts';

export type Shop = { url: string; pid: number; child: Child; stop: () => Promise<void> };

/**
 * Starts the shop as its own process (so its RSS can be read) on a free port, in production mode,
 * against PostgreSQL when `databaseUrl` is given and PGlite in `dataDir` otherwise. A fresh database
 * is migrated and seeded by the app itself, exactly as on a first `npm start`, with the node flags
 * `npm run serve` and the Docker image give the server (scripts/node-flags.ts). Everything else is the
 * app's default configuration (logging included). `profileDir` adds V8's CPU profiler; `smtpUrl`
 * sends its mail there instead of into DATA_DIR/outbox/ (part 7).
 */
export async function startShop(options: { clientDir: string; dataDir: string; databaseUrl?: string; profileDir?: string; smtpUrl?: string }): Promise<Shop> {
  // `--profile`: V8 writes the process's CPU profile there when it exits (open it in Chrome's DevTools).
  const profiling = options.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.profileDir}`] : [];
  const child = startNode(
    path.join(ROOT, 'bench/app-server.ts'),
    [options.clientDir],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://bench.ukay.example',
        PORT: '0',
        DATA_DIR: options.dataDir,
        DATABASE_URL: options.databaseUrl ?? '',
        ADMIN_PASSWORD: 'bench-admin-password',
        // The drop's contenders name their addresses (from 198.18.0.0/15, set aside for benchmarks)
        // as a proxy would: buyers 1–500 one between them, buyers 501–1,000 one each, the bot one of
        // its own. Every limit stays at the shop's default, the per-address ones included: part 4
        // shows that signed-in buyers are not counted by their address and the bot's guests are.
        TRUST_PROXY: '1',
        // Part 6 opens thousands of event streams from 127.0.0.1, as thousands of tabs behind one proxy.
        // The one limit turned off, and it counts streams only: no hold, cart or order rule reads it.
        LIVE_STREAMS_PER_IP: '0',
        ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}),
      },
    },
    [...serverNodeFlags(), ...profiling],
  );
  const match = await waitForOutput(child, /BENCH_READY (\d+)/, 180_000);
  return { url: `http://127.0.0.1:${match[1]}`, pid: child.pid, child, stop: () => child.stop() };
}
