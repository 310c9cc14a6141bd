import { describe, expect, it } from 'vitest';
import { targetResults, type ApiTarget } from './api.ts';
import type { LoadResult } from './autocannon.ts';

const round = (requestsPerSecond: number): LoadResult => ({
  requestsPerSecond,
  p50Ms: 10,
  p99Ms: 40,
  meanMs: 12,
  requests: requestsPerSecond * 5,
  non2xx: 0,
  errors: 0,
  timeouts: 0,
  bytesPerSecond: 0,
});

const measured = (...rounds: number[]) => ({ url: '/', peakRssBytes: null, idleRssBytes: null, responseBytes: 0, rounds: rounds.map(round) });

describe('the API part\'s figures', () => {
  it('reads each path against its own floor: tRPC\'s cards against the card floor, REST\'s full products against the full floor', () => {
    const results = targetResults({
      trpc: measured(600, 800),
      'card floor': measured(1_000, 1_000),
      rest: measured(500),
      'full floor': measured(1_250),
    });
    const ratio = (target: ApiTarget) => results.find((result) => result.target === target)?.ratioOfFloor;
    expect(ratio('trpc')).toBeCloseTo(0.7);
    expect(ratio('rest')).toBeCloseTo(0.4);
    expect(ratio('card floor')).toBeNull();
    expect(ratio('full floor')).toBeNull();
    expect(results.map((result) => result.target)).toEqual(['trpc', 'card floor', 'rest', 'full floor']);
  });

  it('has no ratio for a path whose floor answered nothing', () => {
    const results = targetResults({ trpc: measured(600), 'card floor': measured(0), rest: measured(500), 'full floor': measured() });
    expect(results.find((result) => result.target === 'trpc')?.ratioOfFloor).toBeNull();
    expect(results.find((result) => result.target === 'rest')?.ratioOfFloor).toBeNull();
  });
});
