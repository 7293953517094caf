import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { sourceConditions } from '../../vite.library';
import { precompress } from './precompress';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    precompress(fileURLToPath(new URL('./dist', import.meta.url))),
  ],
  resolve: { conditions: sourceConditions },
  // vanilla-extract evaluates .css.ts files in Vite's SSR environment, which has its own
  // conditions (and the compiler replaces `ssr`); without these it reads @backoffice/ui from
  // dist/ and binds the styles to another copy of the theme contract.
  environments: { ssr: { resolve: { conditions: sourceConditions } } },
  server: { proxy: { '/api': apiTarget } },
  // No source maps in the build: the server would publish the console's sources with them.
  build: { outDir: 'dist', sourcemap: false },
});
