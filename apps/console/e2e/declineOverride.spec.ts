import { expect, test, type Page } from './fixtures';
import { accessTokenOf, signIn } from './session';

interface ApplicationFacts {
  engine_decision: string | null;
  current_status: { status: string };
  _links: Record<string, unknown>;
}

/**
 * A seeded application the credit policy declined, still DECLINE and offering Underwrite. Taken
 * from the end of the first page, which other specs leave alone.
 */
async function findDeclinedApplication(page: Page): Promise<number> {
  const headers = { Authorization: `Bearer ${await accessTokenOf(page)}` };
  const list = await page.request.get('/api/credit-applications?status[]=DECLINE&perPage=50', {
    headers,
  });
  expect(list.ok()).toBe(true);
  const items = (
    (await list.json()) as { _embedded: { items: { credit_application_id: number }[] } }
  )._embedded.items;
  for (const { credit_application_id: id } of [...items].reverse()) {
    const detail = await page.request.get(`/api/credit-applications/${id}`, { headers });
    const application = (await detail.json()) as ApplicationFacts;
    if (
      application.engine_decision === 'DECLINE' &&
      application.current_status.status === 'DECLINE' &&
      application._links.underwrite
    ) {
      return id;
    }
  }
  throw new Error('No seeded DECLINE application offers underwriting.');
}

test('an underwriter accepts over the engine’s DECLINE, checker approves it, and the application shows both', async ({
  page,
  browser,
}) => {
  await signIn(page, 'admin');
  const id = await findDeclinedApplication(page);
  await page.goto(`/credit-app/${id}/`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText('DECLINE');

  await page.getByRole('button', { name: 'Underwrite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Underwriting Decision' });
  await dialog.getByRole('button', { name: /Status/ }).click();
  await page.getByRole('option', { name: 'ACCEPT' }).click();
  await expect(dialog.getByText(/The credit policy declined this application/)).toBeVisible();
  const reason = `Payslips prove the income (${id}).`;
  await dialog.getByRole('textbox', { name: /Decision Reason/ }).fill(reason);
  await dialog.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The decision is submitted' }),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(heading).toContainText('DECLINE');
  const request = page.getByRole('region', { name: 'Approval request' });
  await expect(request).toContainText('Waiting for approval');
  await expect(request).toContainText(reason);
  await expect(request).toContainText('You submitted this change');

  const checker = await browser.newPage();
  await signIn(checker, 'checker');
  await checker
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Approvals' })
    .click();
  await checker.getByRole('link', { name: `Credit application ${id}` }).click();
  await expect(
    checker.getByText("Overrides the credit policy's DECLINE: DECLINE becomes ACCEPT."),
  ).toBeVisible();
  await checker
    .getByRole('textbox', { name: /Comment/ })
    .fill('Affordability holds on the payslips.');
  await checker.getByRole('button', { name: 'Approve' }).click();
  await expect(
    checker.getByRole('status').filter({ hasText: 'Approved: the change is applied.' }),
  ).toBeVisible();
  await checker.close();

  await page.reload();
  await expect(heading).toContainText('ACCEPT');
  await expect(page.getByRole('list', { name: 'Status History' })).toContainText(reason);
  await expect(request).toContainText('Approved');
  await expect(request.getByText('Approved by')).toBeVisible();
  await expect(request.getByText('checker', { exact: true })).toBeVisible();
  await expect(request.getByText('admin', { exact: true })).toBeVisible();
});
