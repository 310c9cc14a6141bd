import { afterEach, vi } from 'vitest';

/** A console.error during a test is a bug the test did not look for (style.md §6). */
const spy = vi.spyOn(console, 'error');

afterEach(() => {
  const calls = spy.mock.calls;
  spy.mockClear();
  if (calls.length > 0) throw new Error(`console.error was called: ${calls.map((call) => call.join(' ')).join('\n')}`);
});
