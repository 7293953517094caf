import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { sourceConditions } from '../../vite.library';
import { precompress } from './precompress';
import { recordChunkModules } from './chunkModules';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    // The console speaks English only: react-aria's strings in its 33 other languages stay out
    // of the build (docs/adr/0087). Where a browser asks for another language, react-aria falls
    // back to its English strings.
    optimizeLocales.vite({ locales: ['en'] }),
    react(),
    vanillaExtractPlugin(),
    precompress(fileURLToPath(new URL('./dist', import.meta.url))),
    recordChunkModules(),
  ],
  // Vite's own conditions stay beside ours, so a package that exports a build per mode gives its
  // production one.
  resolve: { conditions: [...sourceConditions, ...defaultClientConditions] },
  // vanilla-extract evaluates .css.ts files in Vite's SSR environment, which has its own
  // conditions (and the compiler replaces `ssr`); without these it reads @backoffice/ui from
  // dist/ and binds the styles to another copy of the theme contract.
  environments: {
    ssr: { resolve: { conditions: [...sourceConditions, ...defaultServerConditions] } },
  },
  server: { proxy: { '/api': apiTarget } },
  // No source maps in the build: the server would publish the console's sources with them.
  build: {
    outDir: 'dist',
    sourcemap: false,
    // One stylesheet for the whole console, linked by index.html: vanilla-extract otherwise writes
    // one per chunk, and the list page fetched 33 of them (27.6 KB gzipped in all, against 12.9 KB
    // as one file) beside its scripts (docs/adr/0082).
    cssCodeSplit: false,
    // dist/.vite/manifest.json: what scripts/check-budgets.mjs measures.
    manifest: true,
    rollupOptions: {
      output: {
        // Rollup merges a chunk under 5 kB (before minifying) into another where that runs no
        // extra side effects. Each page otherwise fetched dozens of files of about 1 kB over the
        // six connections a browser opens to one HTTP/1.1 origin: the list page fetched 78
        // scripts, now 56, and its Lighthouse LCP came down by about 400 ms (docs/adr/0087). A few
        // small shared modules land in the sign-in entry (0.6 KB gzipped, net).
        experimentalMinChunkSize: 5_000,
        // The template editor is one library loaded only on the document routes, in a chunk of
        // its own that scripts/check-budgets.mjs finds by name. React has its own chunk too, or
        // Rollup would put it in the editor's chunk, a dependency not yet in another (ADR 0028).
        manualChunks: (id) => {
          if (/node_modules\/.*\/(@tiptap|prosemirror-)/.test(id)) return 'editor';
          if (/node_modules\/.*\/(react|react-dom|scheduler|use-sync-external-store)\//.test(id))
            return 'react';
          return undefined;
        },
      },
    },
  },
});
