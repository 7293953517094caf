import { defaultServerConditions, defineConfig } from 'vite';

/**
 * The Vite config file of Storybook's builds. vanilla-extract compiles *.css.ts in a Vite server
 * of its own, made from the build's config file when there is one and otherwise from the build's
 * whole inline config, to which Vite has by then added the plugin's own `ssr.external` list (so
 * the compiler cannot load `@vanilla-extract/css/adapter`). Read from here, the compiler gets just
 * this: the source condition in the SSR environment, so the domain's styles bind to the same theme
 * contract as the ThemeProvider rather than to a copy read from @backoffice/ui's dist/.
 */
export default defineConfig({
  environments: {
    ssr: { resolve: { conditions: ['@backoffice/source', ...defaultServerConditions] } },
  },
});
