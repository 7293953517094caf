/**
 * Vitest settings of every package whose tests render React in jsdom. Plain data, so this file
 * needs no vitest of its own at the workspace root.
 */
export const jsdomTestSettings = {
  environment: 'jsdom' as const,
  // userEvent typing is slow when CI runs every package's checks at once on two cores.
  testTimeout: 30_000,
  globals: true,
  setupFiles: ['./src/test/setup.ts'],
  include: ['src/**/*.test.{ts,tsx}'],
};
