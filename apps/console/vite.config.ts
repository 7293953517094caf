import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { sourceConditions } from '../../vite.library';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: sourceConditions },
  server: { proxy: { '/api': apiTarget } },
  build: { outDir: 'dist', sourcemap: true },
});
