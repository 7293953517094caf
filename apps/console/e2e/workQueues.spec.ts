import { expectNoAxeViolations } from './axe';
import { expect, test, type Page } from './fixtures';
import { signIn } from './session';
import { underwriteToAccept } from './underwriting';

/** The REFER queue's section heading reads "Northbridge Finance REFER: N waiting". */
async function referWaiting(page: Page): Promise<number> {
  const heading = page.getByRole('heading', { name: /^Northbridge Finance REFER: \d+ waiting$/ });
  await expect(heading).toBeVisible();
  return Number(/(\d+) waiting/.exec((await heading.textContent()) ?? '')?.[1]);
}

async function openReferQueue(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Work Queues' })
    .click();
  await expect(page.getByRole('heading', { name: 'Work Queues', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: / Queue$/ }).click();
  await page.getByRole('option', { name: /^Northbridge Finance REFER/ }).click();
}

test('an underwriter takes the next REFER item, underwrites it and sees the queue shrink', async ({
  page,
}) => {
  await signIn(page, 'lender');
  await openReferQueue(page);
  const before = await referWaiting(page);
  expect(before).toBeGreaterThan(0);
  const queue = page.getByRole('table', { name: 'Northbridge Finance REFER' });
  // Which colours show depends on what earlier specs did to the demo REFER items; the colours
  // themselves are the model's and the stories' to check.
  await expect(queue.getByText(/service level/).first()).toBeVisible();
  await expectNoAxeViolations(page, 'Work Queues');

  await page.getByRole('button', { name: 'Take next' }).click();
  const taken = page.getByRole('status').filter({ hasText: 'You now hold application' });
  await expect(taken).toBeVisible();
  const id = Number(await taken.getByRole('link').textContent());
  await expect(page.getByRole('table', { name: 'My work' })).toContainText(String(id));

  await taken.getByRole('link', { name: String(id) }).click();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(`Credit Application ${id}`);
  // console.spec's My Account test renames the lender's first name; the last name stays.
  await expect(page.getByText(/^Held in its work queue by \S+ Shah$/)).toBeVisible();
  await page.getByRole('button', { name: 'Underwrite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Underwriting Decision' });
  await underwriteToAccept(page, dialog, heading, 'Referral cleared from the work queue.');
  await expect(page.getByText('Held in its work queue by')).toHaveCount(0);

  await openReferQueue(page);
  expect(await referWaiting(page)).toBeLessThan(before);
  await expect(
    page.getByRole('table', { name: 'Northbridge Finance REFER' }).getByRole('link', {
      name: String(id),
      exact: true,
    }),
  ).toHaveCount(0);
  await expect(page.getByText('You hold no items.')).toBeVisible();
  await expectNoAxeViolations(page, 'Work Queues after underwriting');
});
