/**
 * A 10,000-product rate card opened, scrolled and edited in Debian's Chromium, against a running
 * console and API.
 *
 * Signs in as admin, creates a card of 10,000 products through the API, then opens it from the
 * rate card list (a client-side navigation, as a user does), scrolls its product table with the
 * arrow keys and Ctrl+End, and edits a cell. A PerformanceObserver ('longtask', buffered) records
 * every main-thread task over 50 ms in each of the three steps: the target is none, and the run
 * fails (exit code 1) if there is any. The script waits by observing the page (a
 * MutationObserver), not by Playwright's polling, which runs on the page's main thread too.
 *
 * Start the console and API first (e.g. `npm start`, or apps/api's main.ts with CONSOLE_DIR),
 * then: `BENCH_URL=http://127.0.0.1:3000 node apps/console/bench/rateCardTable.bench.mjs`.
 */
/* global window, PopStateEvent */
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs';
import { signedInPage } from './signedInPage.mjs';

const PRODUCTS = 10_000;
const LONG_TASK_MS = 50;
const baseUrl = process.env.BENCH_URL;
if (!baseUrl) throw new Error('Set BENCH_URL to a running console (e.g. http://127.0.0.1:3000)');

const product = (index) => ({
  product_code: `TABLE-${index}`,
  product_name: `Table product ${index}`,
  display_name: `Table ${index}`,
  tier_set1_rate_lender: (index % 2000) / 100,
  tier_set2_rate_lender: (index % 2000) / 100 + 1,
  tier_set2_min: 500,
  lender_min_fee: 250,
  lender_fixed_fee: 100_000,
  min_amount: 2_500_000,
  max_amount: 100_000_000 + index * 10_000,
  cut_off_point: 50_000_000,
  credit_sentry_fee: 150,
  cancel_fee: 1000,
  amend_fee: 500,
  p4_l_min_fee: 0,
  tier_set1_rate_p4_l: 0,
});

const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const { page, token } = await signedInPage(browser, baseUrl);

  const name = `Table bench ${Date.now()}`;
  const created = await page.request.post(`${baseUrl}/api/rate-cards`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name,
      rate_card_type_id: 1,
      products: Array.from({ length: PRODUCTS }, (_, index) => product(index)),
    },
    timeout: 120_000,
  });
  if (!created.ok()) throw new Error(`Creating the card failed: ${created.status()}`);
  const { rate_card_id: rateCardId } = await created.json();

  await page.goto(`${baseUrl}/rate-cards/`);
  await page.getByRole('row').nth(1).waitFor();
  const now = () => page.evaluate(() => performance.now());
  const shown = (selector) => page.evaluate((selector) => window.__shown(selector), selector);
  const results = [];
  const step = async (label, action) => {
    const from = await now();
    const wallStart = Date.now();
    await action();
    const wall = Date.now() - wallStart;
    const to = await now();
    const tasks = (await page.evaluate(() => window.__longTasks)).filter(
      (task) => task.start >= from && task.start <= to,
    );
    results.push({ label, wall, tasks });
    console.log(`${label}: done in ${wall} ms`);
  };

  await step('open the card from the list', async () => {
    const grid = shown(`[role="grid"][aria-rowcount="${PRODUCTS + 1}"] [data-cell="0-1"]`);
    // A client-side navigation, as following the card's link does.
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/rate-cards/${rateCardId}/`);
    await grid;
  });

  await step('scroll: 40 × ArrowDown, then Ctrl+End', async () => {
    await page.locator('[data-cell="0-1"]').focus();
    for (let index = 1; index <= 40; index += 1) {
      const moved = shown(`[data-cell="${index}-1"]:focus`);
      await page.keyboard.press('ArrowDown');
      await moved;
    }
    // Ctrl+End goes to the last cell of the last row.
    const atEnd = shown(`[aria-rowindex="${PRODUCTS + 1}"] [data-active="true"]:focus`);
    await page.keyboard.press('Control+End');
    await atEnd;
  });

  await step('edit a cell (Enter, type, Enter)', async () => {
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await shown('[role="grid"] input:focus');
    await page.keyboard.type('4200');
    const modified = shown(`[aria-rowindex="${PRODUCTS + 1}"][data-status="modified"]`);
    await page.keyboard.press('Enter');
    await modified;
  });

  let failed = false;
  console.log(`card: ${PRODUCTS.toLocaleString('en-GB')} products (rate card ${rateCardId})`);
  for (const { label, wall, tasks } of results) {
    const longest = tasks.reduce((max, task) => Math.max(max, task.duration), 0);
    console.log(
      `${label}: ${wall} ms; main-thread tasks over ${LONG_TASK_MS} ms: ${tasks.length}` +
        (tasks.length ? ` (longest ${Math.round(longest)} ms)` : ''),
    );
    if (tasks.length > 0) failed = true;
  }
  await page.request.delete(`${baseUrl}/api/rate-cards/${rateCardId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (failed) {
    console.error(`FAILED: a main-thread task took over ${LONG_TASK_MS} ms`);
    process.exitCode = 1;
  }
} finally {
  await browser.close();
}
