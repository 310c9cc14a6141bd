/**
 * `npm start`: builds the client when the build is missing or older than its sources, then serves
 * the shop (the server migrates and seeds on its own).
 */
import { fileURLToPath } from 'node:url';
import { ensureClientBuild } from './build-stamp.ts';

await ensureClientBuild(fileURLToPath(new URL('..', import.meta.url)), console.log);
await import('../server/main.ts');
