import { defineConfig, mergeConfig } from 'vitest/config';
import { jsdomTestSettings } from '../../vitest.shared';
import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig,
  defineConfig({
    // A page test's first render loads the lazy shell and page routes cold; with CI running
    // every package's checks at once on two cores that alone has taken over 10 s.
    test: {
      ...jsdomTestSettings,
      include: [...jsdomTestSettings.include, 'scripts/**/*.test.mjs'],
      testTimeout: 120_000,
    },
  }),
);
