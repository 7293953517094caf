import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@backoffice/source'] },
  test: { environment: 'node', globals: true, include: ['src/**/*.test.ts'], testTimeout: 30000 },
});
