/**
 * Vitest settings of every package whose tests render React in jsdom. Plain data, so this file
 * needs no vitest of its own at the workspace root.
 */
export const jsdomTestSettings = {
  environment: 'jsdom' as const,
  // A limit catches a hang, not slowness: userEvent typing in jsdom is slow on a busy two-core machine.
  testTimeout: 90_000,
  globals: true,
  setupFiles: ['./src/test/setup.ts'],
  include: ['src/**/*.test.{ts,tsx}'],
  // The files of a package share one jsdom and one module graph instead of building them again
  // for each file (the domain's suite: 56 s instead of 225 s). Each file starts its own mock
  // server and Testing Library cleans the DOM after every test; no test may lean on another's leftovers.
  isolate: false,
};
