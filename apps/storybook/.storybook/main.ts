import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: ['../docs/*.mdx', '../../../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      // react-stately's virtualizer reads process.env.NODE_ENV, which the browser test run
      // does not otherwise define.
      define: {
        'process.env.NODE_ENV': JSON.stringify(
          viteConfig.mode === 'production' ? 'production' : 'development',
        ),
      },
      resolve: { conditions: ['@backoffice/source', ...defaultClientConditions] },
      // Without it the static build read @backoffice/ui's dist/ while compiling the domain's
      // styles and showed domain widgets unstyled (test:static checks it).
      configFile: fileURLToPath(new URL('./vanilla-extract.vite.config.ts', import.meta.url)),
      // vanilla-extract injects these imports while transforming *.css.ts, after Vite's start-up
      // scan; discovering them mid-run re-bundles dependencies and reloads the page under test.
      optimizeDeps: {
        include: [
          '@backoffice/ui > @vanilla-extract/recipes/createRuntimeFn',
          '@backoffice/ui > @vanilla-extract/dynamic',
          '@backoffice/ui > @vanilla-extract/sprinkles/createRuntimeSprinkles',
          '@backoffice/ui > @internationalized/date',
          '@backoffice/ui > @tanstack/react-virtual',
          '@backoffice/domain > papaparse',
        ],
      },
    }),
};

export default config;
