import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';

/** End-to-end tests against the real server; the browser is the system Chromium, never downloaded. */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/globalSetup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Limits catch a hang, not slowness: a busy two-core machine runs a page several times slower.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  // Inside the checkout, so two clones running at once never share their output.
  outputDir: './test-results',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    // Recording a trace of every test cost a quarter of the suite's CPU time, and a trace is kept
    // only where the run left it. To record one: `npx playwright test --trace retain-on-failure`.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
});
