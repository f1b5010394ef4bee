import { afterEach, vi } from 'vitest';

// A stray console.error is a bug the test didn't look for: fail the test that caused it.
let errors: unknown[][] = [];
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
});
afterEach(() => {
  const seen = errors;
  errors = [];
  if (seen.length) throw new Error(`console.error was called:\n${seen.map((a) => a.join(' ')).join('\n')}`);
});
