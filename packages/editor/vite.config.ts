import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { libraryBuild, sourceConditions } from '../../vite.library';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: sourceConditions },
  environments: { ssr: { resolve: { conditions: sourceConditions } } },
  build: libraryBuild(import.meta.dirname, { index: 'src/index.ts' }),
});
