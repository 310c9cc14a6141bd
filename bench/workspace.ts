import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** The local PostgreSQL of this machine kind (trust auth); BENCH_DATABASE_URL points elsewhere. */
export const ADMIN_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function adminQuery<T extends pg.QueryResultRow = pg.QueryResultRow>(sql: string, url = ADMIN_DATABASE_URL): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

export type BenchDatabase = { name: string; url: string; drop: () => Promise<void> };

/** A throwaway database for one run, dropped at the end whatever happened (like server/test/test-db.ts). */
export async function createBenchDatabase(): Promise<BenchDatabase> {
  const name = `ukay_bench_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await adminQuery(`create database "${name}"`);
  return {
    name,
    url: withDatabase(ADMIN_DATABASE_URL, name),
    drop: async () => {
      await adminQuery(`drop database if exists "${name}" with (force)`);
    },
  };
}

export type TempDir = { path: string; remove: () => Promise<void> };

export async function createTempDir(prefix = 'ukay-bench-'): Promise<TempDir> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  return { path: dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
