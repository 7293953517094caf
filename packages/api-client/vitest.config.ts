import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'node',
      globals: true,
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/test/setup.ts'],
      // Hook tests render in jsdom; CI runs every package's checks at once on two cores.
      testTimeout: 30_000,
      // One module graph for every file, as in the jsdom packages (vitest.shared.ts).
      isolate: false,
    },
  }),
);
