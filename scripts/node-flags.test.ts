import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serverNodeFlags } from './node-flags.ts';

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');

describe('the server’s node flags', () => {
  const flags = serverNodeFlags();

  it('cap the heap at the measured budget', () => {
    expect(flags).toEqual(['--max-semi-space-size=8', '--heap-growing-percent=60']);
  });

  it('are the same for npm start and the Docker image as for npm run serve', () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    expect(scripts.start).toBe(`node ${flags.join(' ')} scripts/start.ts`);
    const cmd = /^CMD (\[.*\])$/m.exec(read('Dockerfile'))?.[1] ?? '[]';
    expect(JSON.parse(cmd)).toEqual(['node', ...flags, 'server/main.ts']);
  });
});
