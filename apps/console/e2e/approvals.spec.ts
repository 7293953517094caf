import { expectNoAxeViolations } from './axe';
import { expect, test, type Page } from './fixtures';
import { accessTokenOf, signIn } from './session';

/** A policy of this run's own, so that no other spec's changes reach it. */
async function createPolicy(page: Page, name: string): Promise<number> {
  const created = await page.request.post('/api/credit-policies', {
    headers: { authorization: `Bearer ${await accessTokenOf(page)}` },
    data: { name, lender_id: 2, regulated: true, stages: [] },
  });
  expect(created.status()).toBe(201);
  return Number(/(\d+)$/.exec(created.headers().location ?? '')?.[1]);
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
}

test('a policy change waits for a checker, who approves it: the new version is live and names both', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const original = `Four-eyes policy ${Date.now()}`;
  const changed = `${original} tightened`;
  const policyId = await createPolicy(page, original);

  await page.goto(`/credit-policies/${policyId}/`);
  await expect(
    page.getByRole('heading', { name: `${original} (${policyId})`, level: 1 }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: /^Name/ }).fill(changed);
  await page.getByRole('button', { name: 'Submit for approval' }).click();
  const submit = page.getByRole('dialog', { name: 'Submit for approval' });
  await submit.getByRole('textbox', { name: /Reason/ }).fill('Tighten the thin-file rules');
  await submit.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(page.getByText('Change submitted for approval')).toBeVisible();

  // Nothing changed yet; the request shows on the policy, and its maker may not decide it.
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue(original);
  await expect(
    page.getByText('You submitted this change, so another person must approve or reject it.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await signOut(page);

  await signIn(page, 'checker');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Approvals' })
    .click();
  await expect(page.getByRole('heading', { name: 'Approvals', level: 1 })).toBeVisible();
  const request = page.getByRole('link', { name: `${original} (${policyId})` });
  await expect(request).toBeVisible();
  await expectNoAxeViolations(page, 'Approvals');

  await request.click();
  await expect(page.getByText('Tighten the thin-file rules')).toBeVisible();
  await page.getByRole('textbox', { name: /^Comment/ }).fill('Checked against the risk memo');
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Approved: version 2 is live.')).toBeVisible();
  // The record names both people: the maker who submitted it and the checker who approved it.
  const record = page.getByRole('main');
  await expect(record.getByText('admin', { exact: true })).toBeVisible();
  await expect(record.getByText('checker', { exact: true })).toBeVisible();
  await expect(record.getByText('Checked against the risk memo')).toBeVisible();

  await page.goto(`/credit-policies/${policyId}/`);
  await expect(
    page.getByRole('heading', { name: `${changed} (${policyId})`, level: 1 }),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Versions' }).click();
  const versions = page.getByRole('table', { name: 'Versions' });
  // The version is saved by its maker; the approval's audit entry names the checker too.
  await expect(versions.getByRole('row').nth(1)).toContainText('admin');
});
