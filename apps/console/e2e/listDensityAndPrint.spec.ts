import { expect, test, type Page } from './fixtures';
import { signIn } from './session';

/** The credit application rows whose whole height is inside the window. */
function rowsInView(page: Page): Promise<number> {
  return page
    .getByRole('table', { name: 'Credit Applications' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: /View application/ }) })
    .evaluateAll((rows) =>
      rows.filter((row) => {
        const box = row.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      }),
    )
    .then((rows) => rows.length);
}

/** The list's total as its summary line states it ("1,652 credit applications"). */
async function listTotal(page: Page): Promise<number> {
  const summary = page.getByText(/^[\d,]+\+? credit applications$/);
  await expect(summary).toBeVisible();
  return Number((await summary.textContent())?.replace(/\D/g, ''));
}

test('at 1440 × 900 the credit application list shows its filters on one line and at least 12 rows', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  await page.goto('/credit-app/');
  const table = page.getByRole('table', { name: 'Credit Applications' });
  await expect(table.getByRole('link', { name: /View application/ }).nth(11)).toBeVisible();
  const filters = page.getByRole('region', { name: 'Filters' });
  await expect(filters).toContainText('Applications: Current');
  await expect(filters.getByRole('button', { name: 'Edit filters' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('credit-applications-1440x900.png') });
  expect(await rowsInView(page)).toBeGreaterThanOrEqual(12);
});

test('the printed credit application list has no navigation or controls, states its filters and time, and holds every matching row up to 1,000', async ({
  page,
}, testInfo) => {
  // Gathering and laying out 1,000 rows takes a while on a busy machine.
  test.slow();
  // The browser's print dialog is replaced by a counter: the test prints to PDF itself.
  await page.addInitScript(() => {
    const printed = window as unknown as { printCalls: number };
    printed.printCalls = 0;
    window.print = () => {
      printed.printCalls += 1;
    };
  });
  await signIn(page, 'viewer');
  await page.goto('/credit-app/');
  const table = page.getByRole('table', { name: 'Credit Applications' });
  await expect(table.getByRole('link', { name: /View application/ }).first()).toBeVisible();
  const total = await listTotal(page);
  const expected = Math.min(total, 1000);
  // More rows match than one page holds, so the printout is more than the page on screen.
  expect(total).toBeGreaterThan(25);

  await page.getByRole('button', { name: 'Print' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { printCalls: number }).printCalls), {
      timeout: 180_000,
    })
    .toBe(1);

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Edit filters' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Views' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: /pages/ })).toBeHidden();
  // The printout is a table of the same name placed before the page's own, which printing hides.
  await expect(page.locator('table[aria-label="Credit Applications"]').last()).toBeHidden();
  await expect(page.getByRole('table', { name: 'Credit Applications' })).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Credit Applications', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Filters: Date: .* · Applications: Current/)).toBeVisible();
  const count = total > 1000 ? `Showing 1,000 of ${total.toLocaleString('en-GB')}` : 'Showing all';
  await expect(page.getByText(/^Printed \d\d\/\d\d\/\d\d \d\d:\d\d:\d\d\. Showing/)).toContainText(
    count,
  );
  const printed = page.getByRole('table', { name: 'Credit Applications' });
  await expect(printed.locator('tbody tr')).toHaveCount(expected);
  await page.screenshot({ path: testInfo.outputPath('credit-applications-print.png') });
  const pdf = await page.pdf({ format: 'A4', landscape: true });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
});
