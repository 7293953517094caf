/**
 * Import of a 10,000-row rate card CSV in Debian's Chromium, against a running console and API.
 *
 * Signs in as admin, opens New Rate Card and chooses a generated 10,000-row CSV. The file is
 * parsed and every row checked in the Web Worker; a PerformanceObserver ('longtask', buffered)
 * records every main-thread task over 50 ms from the moment the file is chosen until the dialog
 * says the file is ready. The target is none. Create then sends the 10,000 products and the
 * time until 'Rate Card created.' is the save (request, check and one INSERT on the server).
 *
 * Start the console and API first (e.g. `npm start`, or apps/api's main.ts with CONSOLE_DIR),
 * then: `BENCH_URL=http://127.0.0.1:3000 node apps/console/bench/rateCardImport.bench.mjs`.
 */
/* global window */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs';

const ROWS = 10_000;
const LONG_TASK_MS = 50;
const baseUrl = process.env.BENCH_URL;
if (!baseUrl) throw new Error('Set BENCH_URL to a running console (e.g. http://127.0.0.1:3000)');

function rateCardCsv(rows) {
  const header =
    'product_code,product_name,display_name,tier_set1_rate_lender,tier_set2_rate_lender,tier_set2_min,lender_min_fee,lender_fixed_fee,min_amount,max_amount,cut_off_point,credit_sentry_fee,cancel_fee,amend_fee';
  const lines = [header];
  for (let index = 0; index < rows; index += 1) {
    const rate = (index % 2000) / 100;
    lines.push(
      `BENCH-${index},Bench product ${index},Bench ${index},${rate},${rate + 1},5.00,2.50,1000,25000,${1_000_000 + index * 100},500000,150,1000,500`,
    );
  }
  return lines.join('\r\n');
}

const csvDir = mkdtempSync(join(tmpdir(), 'rate-card-bench-'));
const csvPath = join(csvDir, 'bench-rate-card.csv');
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
      }
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(`${baseUrl}/`);
  await page.getByRole('textbox', { name: /Username/ }).fill('admin');
  await page.getByLabel(/^Password/).fill('Demo-pass-1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { name: /'s Dashboard$/ }).waitFor();
  await page.goto(`${baseUrl}/rate-cards/`);
  await page.getByRole('button', { name: 'New Rate Card' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Rate Card' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(`Bench ${ROWS} products ${Date.now()}`);
  await dialog.getByRole('button', { name: /Type/ }).click();
  await page.getByRole('option', { name: 'Standard' }).click();
  await dialog.getByText('Import a CSV file').click();

  // From a file on disk: a buffer would be turned into a File by script in the page, a
  // main-thread task of the harness's own.
  const text = rateCardCsv(ROWS);
  writeFileSync(csvPath, text);
  const startedAt = await page.evaluate(() => performance.now());
  const wallStart = Date.now();
  await dialog.locator('input[type="file"]').setInputFiles(csvPath);
  await dialog
    .getByText(`holds ${ROWS.toLocaleString('en-GB')} products, ready to import.`)
    .waitFor({ timeout: 300_000 });
  const parseMs = Date.now() - wallStart;
  const endedAt = await page.evaluate(() => performance.now());
  const longTasks = (await page.evaluate(() => window.__longTasks)).filter(
    (task) => task.start >= startedAt && task.start <= endedAt,
  );

  const saveStart = Date.now();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await dialog.getByText('Rate Card created.').waitFor({ timeout: 300_000 });
  const saveMs = Date.now() - saveStart;

  const longest = longTasks.reduce((max, task) => Math.max(max, task.duration), 0);
  console.log(`CSV: ${ROWS} rows, ${(text.length / 1024 / 1024).toFixed(2)} MB`);
  console.log(`parse and check in the worker, file chosen → ready: ${parseMs} ms`);
  console.log(
    `main-thread tasks over ${LONG_TASK_MS} ms meanwhile: ${longTasks.length}` +
      (longTasks.length
        ? ` (longest ${Math.round(longest)} ms; at ${longTasks
            .map(
              (task) =>
                `+${Math.round(task.start - startedAt)} ms for ${Math.round(task.duration)} ms`,
            )
            .join(', ')})`
        : ''),
  );
  console.log(`save on the server, Create → 'Rate Card created.': ${saveMs} ms`);
  if (longTasks.length > 0) process.exitCode = 1;
} finally {
  await browser.close();
  rmSync(csvDir, { recursive: true, force: true });
}
