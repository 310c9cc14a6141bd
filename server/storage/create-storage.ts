import path from 'node:path';
import type { Env } from '../env.ts';
import { LocalStorage } from './local-storage.ts';
import { S3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

/** The one choice of where uploads live, for the app and every script that touches them (design.md §1). */
export function createStorage(env: Env): Storage {
  return env.s3 ? new S3Storage(env.s3) : new LocalStorage(path.join(env.dataDir, 'uploads'));
}
