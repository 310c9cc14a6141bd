import { describe, expect, it } from 'vitest';
import { formatSlowest, secondsOf } from './slowest-test-files.ts';

const diagnostic = { environmentSetupDuration: 100, prepareDuration: 200, collectDuration: 1_500, setupDuration: 200, duration: 3_000, heap: undefined, importDurations: {} };

describe('the slowest test files at the end of npm test', () => {
  it('counts a file from its environment to its last hook, imports and setup included', () => {
    expect(secondsOf({ diagnostic: () => diagnostic })).toBe(5);
  });

  it('names the fifteen slowest, slowest first', () => {
    const times = Array.from({ length: 20 }, (_, index) => ({ file: `f${index}.test.ts`, project: 'server', seconds: index }));
    const lines = formatSlowest(times).split('\n');
    expect(lines).toHaveLength(16);
    expect(lines[1]).toBe('   19.0 s  server    f19.test.ts');
    expect(lines[15]).toContain('f5.test.ts');
  });
});
