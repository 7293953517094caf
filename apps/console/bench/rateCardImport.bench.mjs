/**
 * Import of a 10,000-row rate card CSV in Debian's Chromium, against a running console and API.
 *
 * Signs in as admin, opens New Rate Card and chooses a generated 10,000-row CSV. The file is
 * parsed and every row checked in the Web Worker; a PerformanceObserver ('longtask', buffered)
 * records every main-thread task over 50 ms from the moment the file is chosen until the dialog
 * says the file is ready: the target is none, and the run fails (exit code 1) if there is any.
 * The same is reported, for information, from Create until 'Rate Card created.' (the save:
 * request, check and one INSERT on the server, then the list refreshed behind the dialog).
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
import { signedInPage } from './signedInPage.mjs';

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
  const { page } = await signedInPage(browser, baseUrl);
  await page.goto(`${baseUrl}/rate-cards/`);
  await page.getByRole('row').nth(1).waitFor();
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
  const fileInput = await dialog.locator('input[type="file"]').elementHandle();
  const ready = page.evaluate(
    (text) => window.__textShown(text),
    `holds ${ROWS.toLocaleString('en-GB')} products, ready to import.`,
  );
  await fileInput.setInputFiles(csvPath);
  await ready;
  const parseMs = Date.now() - wallStart;
  const endedAt = await page.evaluate(() => performance.now());

  const saveStart = Date.now();
  const createButton = await dialog.getByRole('button', { name: 'Create' }).elementHandle();
  const created = page.evaluate(() => window.__textShown('Rate Card created.'));
  await createButton.click();
  await created;
  const saveMs = Date.now() - saveStart;
  const savedAt = await page.evaluate(() => performance.now());

  const tasks = await page.evaluate(() => window.__longTasks);
  const during = (from, to) => tasks.filter((task) => task.start >= from && task.start <= to);
  const describe = (label, found) => {
    const longest = found.reduce((max, task) => Math.max(max, task.duration), 0);
    console.log(
      `main-thread tasks over ${LONG_TASK_MS} ms ${label}: ${found.length}` +
        (found.length
          ? ` (longest ${Math.round(longest)} ms; at ${found
              .map(
                (task) =>
                  `+${Math.round(task.start - startedAt)} ms for ${Math.round(task.duration)} ms`,
              )
              .join(', ')})`
          : ''),
    );
  };
  const reading = during(startedAt, endedAt);
  const saving = during(endedAt, savedAt);
  console.log(`CSV: ${ROWS} rows, ${(text.length / 1024 / 1024).toFixed(2)} MB`);
  console.log(`parse and check in the worker, file chosen → ready: ${parseMs} ms`);
  describe('while reading', reading);
  console.log(`save on the server, Create → 'Rate Card created.': ${saveMs} ms`);
  describe('while saving', saving);
  if (reading.length > 0) {
    console.error(`FAILED: a main-thread task took over ${LONG_TASK_MS} ms while reading`);
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  rmSync(csvDir, { recursive: true, force: true });
}
