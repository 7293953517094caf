import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@backoffice/source'] },
  ssr: { resolve: { conditions: ['@backoffice/source'] } },
  test: {
    environment: 'node',
    globals: true,
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Workspace packages are TypeScript sources: let Vite transform them instead of Node.
    server: { deps: { inline: [/@backoffice\//] } },
  },
});
