/**
 * How deep the suite digs, one knob for every property run, race size and fuzz run. `ci` (plain
 * `npm test`) runs every file at a depth that still proves each property: a race needs concurrency, not
 * five hundred buyers. `deep` (`npm run test:deep`) runs the full depth before a release or after a
 * change to the rules those tests guard.
 */
export type TestDepth = 'ci' | 'deep';

function readDepth(value: string | undefined): TestDepth {
  if (value === undefined || value === '' || value === 'ci') return 'ci';
  if (value === 'deep') return 'deep';
  throw new Error(`TEST_DEPTH: expected ci or deep, got ${value}`);
}

export const TEST_DEPTH = readDepth(process.env.TEST_DEPTH);

/** The value for this run's depth, e.g. `atDepth({ ci: 20, deep: 80 })` property runs. */
export function atDepth<T>(values: Record<TestDepth, T>): T {
  return values[TEST_DEPTH];
}
