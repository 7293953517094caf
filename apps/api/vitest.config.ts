import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@backoffice/source'] },
  ssr: { resolve: { conditions: ['@backoffice/source'] } },
  test: {
    environment: 'node',
    globals: true,
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/globalSetup.ts'],
    // Limits catch a hang, not slowness: on a busy two-core machine one test that migrates and seeds
    // two embedded databases has taken over a minute.
    testTimeout: 180_000,
    hookTimeout: 300_000,
    // Workspace packages are TypeScript sources: let Vite transform them instead of Node.
    server: { deps: { inline: [/@backoffice\//] } },
  },
});
