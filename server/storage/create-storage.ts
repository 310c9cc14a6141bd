import path from 'node:path';
import type { Env, S3Config } from '../env.ts';
import { LocalStorage } from './local-storage.ts';
import type { Storage } from './storage.ts';

/**
 * The AWS SDK costs a server tens of MB of memory (the memory budget, design.md §5): it loads on the first use of a bucket,
 * and only in a shop that keeps its uploads in one.
 */
function s3Storage(config: S3Config): Storage {
  let loading: Promise<Storage> | undefined;
  const load = () => (loading ??= import('./s3-storage.ts').then(({ S3Storage }) => new S3Storage(config)));
  return {
    put: async (key, body, contentType) => (await load()).put(key, body, contentType),
    get: async (key) => (await load()).get(key),
    delete: async (key) => (await load()).delete(key),
  };
}

/** The one choice of where uploads live, for the app and every script that touches them (design.md §1). */
export function createStorage(env: Env): Storage {
  return env.s3 ? s3Storage(env.s3) : new LocalStorage(path.join(env.dataDir, 'uploads'));
}
