import { expect, test, type Page } from './fixtures';
import { accessTokenOf, signIn } from './session';
import { underwriteToAccept } from './underwriting';

const screenshotDir = process.env.E2E_SCREENSHOT_DIR ?? '/tmp';

interface ApplicationLinks {
  _links: Record<string, unknown>;
  consumer: unknown;
}

/** A seeded application in REFER that admin may underwrite, annotate and whose consumer it may edit. */
async function findReferredApplication(page: Page): Promise<number> {
  const headers = { Authorization: `Bearer ${await accessTokenOf(page)}` };
  const list = await page.request.get('/api/credit-applications?status[]=REFER&perPage=25', {
    headers,
  });
  expect(list.ok()).toBe(true);
  const page1 = (await list.json()) as {
    _embedded: { items: { credit_application_id: number }[] };
  };
  for (const { credit_application_id: id } of page1._embedded.items) {
    const detail = await page.request.get(`/api/credit-applications/${id}`, { headers });
    const application = (await detail.json()) as ApplicationLinks;
    const links = application._links;
    if (application.consumer && links.underwrite && links.add_note && links.edit_consumer) {
      return id;
    }
  }
  throw new Error('No seeded REFER application offers underwriting, notes and consumer edits.');
}

test('admin annotates and underwrites a seeded credit application, whose manual decision is then final', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const id = await findReferredApplication(page);
  await page.goto(`/credit-app/${id}/`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(`Credit Application ${id}`);
  await expect(heading).toContainText('REFER');

  // The second tab group is one press away from the top of the page.
  await page
    .getByRole('navigation', { name: 'On this page' })
    .getByRole('link', { name: 'Notes and checks' })
    .press('Enter');
  await expect(page.getByRole('region', { name: 'Notes and checks' })).toBeFocused();
  await expect(page.getByRole('tablist', { name: 'Notes and checks' })).toBeInViewport();

  const noteText = `Checked the payslip ${Date.now()}`;
  const notes = page.getByRole('region', { name: 'Notes' });
  await notes.getByRole('textbox', { name: /^Note/ }).fill(noteText);
  await expect(notes.getByRole('radio', { name: 'Internal Note' })).toBeChecked();
  await notes.getByRole('button', { name: 'Add Note' }).click();
  await expect(notes.getByRole('list', { name: 'Notes' })).toContainText(noteText);
  await expect(notes.getByRole('list', { name: 'Notes' })).toContainText('Internal Note');

  await page.getByRole('button', { name: 'Underwrite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Underwriting Decision' });
  await underwriteToAccept(page, dialog, heading, 'Income confirmed by payslip.');

  // A manual decision is final (ADR 0010): re-scoring is no longer offered, and the tab says why.
  const mobile = `0770090${String(Date.now()).slice(-4)}`;
  const customer = page.getByRole('region', { name: 'Customer' });
  await customer.getByRole('button', { name: 'Edit Customer' }).click();
  await customer.getByRole('textbox', { name: 'Mobile' }).fill(mobile);
  await expect(customer.getByRole('button', { name: 'Update and Re-score' })).toHaveCount(0);
  await expect(
    customer.getByText(
      'This application was underwritten manually to ACCEPT. A manual decision is final, so it is not re-scored; use Underwrite to change the decision.',
    ),
  ).toBeVisible();
  await customer.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Account updated.' })).toBeVisible();
  await expect(customer.getByText(mobile, { exact: true })).toBeVisible();
  await expect(heading).toContainText('ACCEPT');

  await page.getByRole('tab', { name: 'Decision Log' }).click();
  const decisionLog = page.getByRole('region', { name: 'Decision Log' });
  await expect(decisionLog.getByText(/^Underwritten manually to ACCEPT on /)).toBeVisible();
  // The rules are on the Rules tab, not repeated in the log; each names its module.
  await expect(
    decisionLog.getByText('The rules of the last automatic decision are on the Rules tab.'),
  ).toBeVisible();
  await decisionLog.getByRole('button', { name: 'Show the rules' }).click();
  const rules = page.getByRole('tabpanel', { name: 'Rules' });
  await expect(
    rules.getByRole('heading', { name: 'Rules of the last automatic decision' }),
  ).toBeVisible();
  await expect(rules.getByRole('heading', { name: 'Rules of the current decision' })).toHaveCount(
    0,
  );
  await expect(rules.getByRole('button', { name: / · rule \d+: / }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notes and checks' })).toBeFocused();
  await page.screenshot({ path: `${screenshotDir}/console-application-rules.png` });
});
