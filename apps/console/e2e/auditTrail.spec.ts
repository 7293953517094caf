import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations } from './axe';
import { expect, test, type Page } from './fixtures';
import { accessTokenOf, signIn } from './session';

/** A seeded application whose consumer admin may see. */
async function applicationWithVisibleConsumer(page: Page) {
  const headers = { Authorization: `Bearer ${await accessTokenOf(page)}` };
  const list = await page.request.get('/api/credit-applications?status[]=REFER&perPage=25', {
    headers,
  });
  const items = (
    (await list.json()) as { _embedded: { items: { credit_application_id: number }[] } }
  )._embedded.items;
  for (const { credit_application_id: id } of items) {
    const detail = await page.request.get(`/api/credit-applications/${id}`, { headers });
    if (((await detail.json()) as { consumer: unknown }).consumer) return id;
  }
  throw new Error('No seeded REFER application shows its consumer to admin.');
}

test("a consumer's details viewed on an application are found in the audit trail under the viewer's name", async ({
  page,
}) => {
  await signIn(page, 'admin');
  const id = await applicationWithVisibleConsumer(page);

  await page.goto(`/credit-app/${id}/`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Credit Application ${id}`);
  await expect(page.getByRole('tab', { name: 'Customer', selected: true })).toBeVisible();
  // The top bar names the signed-in user by first name: the trail's Who column starts with it.
  const menu = page.getByRole('button', { name: /^User menu for / });
  const firstName = ((await menu.getAttribute('aria-label')) ?? '').replace('User menu for ', '');
  expect(firstName).not.toBe('');
  const subjectAccess = `/audit/consumers/${id}/`;
  await expect(
    page.getByRole('link', { name: "Subject access: who has seen this consumer's data" }),
  ).toHaveAttribute('href', subjectAccess);

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Audit Trail' })
    .click();
  await expect(page.getByRole('heading', { name: 'Audit Trail', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Record' }).fill(`credit_application:${id}`);
  const trail = page.getByRole('table', { name: 'Audit Trail' });
  const viewed = trail
    .getByRole('row')
    .filter({ hasText: 'Credit application: consumer viewed' })
    .first();
  await expect(viewed).toContainText(`credit_application:${id}`);
  await expect(viewed.getByRole('rowheader')).toContainText(firstName);
  await expectNoAxeViolations(page, 'Audit Trail');

  await page.goto(`/credit-app/${id}/`);
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(
    page.getByRole('table', { name: `History of credit application ${id}` }),
  ).toContainText('Credit application: consumer viewed');

  await page.goto(subjectAccess);
  await expect(
    page.getByRole('heading', { name: `Subject access: consumer ${id}`, level: 1 }),
  ).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Views of and changes to their data' }),
  ).toContainText('Credit application: consumer viewed');
  await expectNoAxeViolations(page, 'Subject access');
});

test('admin exports the audit trail filtered to themselves as CSV', async ({ page }) => {
  const signedIn = page.waitForResponse(
    (response) => response.url().endsWith('/api/request-token') && response.status() === 200,
  );
  await signIn(page, 'admin');
  const { user_id: userId } = (await (await signedIn).json()) as { user_id: number };
  const me = (await (
    await page.request.get(`/api/backoffice/users/${userId}`, {
      headers: { Authorization: `Bearer ${await accessTokenOf(page)}` },
    })
  ).json()) as { first_name: string; last_name: string };
  const name = `${me.first_name} ${me.last_name}`;

  await page.goto('/audit/');
  await page.getByRole('button', { name: 'Who' }).click();
  // By keyboard: the radio itself is visually hidden under its label.
  const mine = page.getByRole('radio', { name, exact: true });
  await mine.press('Space');
  await expect(mine).toBeChecked();
  await expect(page).toHaveURL(new RegExp(`[?&]user_id=${userId}(&|$)`));
  const trail = page.getByRole('table', { name: 'Audit Trail' });
  await expect(trail.getByRole('rowheader').first()).toContainText(name);

  await page.getByRole('button', { name: /Export Report/ }).click();
  await page.getByRole('menuitem', { name: 'Download as File' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download as File' });
  await expect(dialog.getByRole('checkbox', { name: 'When' })).toBeChecked();
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  const exportId = /^audit_trail-(\d+)\.csv$/.exec(download.suggestedFilename())?.[1];
  expect(exportId).toBeDefined();
  await expect(dialog.getByRole('status')).toContainText(
    `Downloaded ${download.suggestedFilename()}`,
    { timeout: 30_000 },
  );

  const csv = await readFile(await download.path(), 'utf8');
  const [header, ...rows] = csv.split('\r\n').filter((line) => line !== '');
  expect(header).toBe('When,Who,What,Record,Details');
  expect(rows.length).toBeGreaterThan(0);
  // Every row is the admin's; among them the export's own audit entry, made as it was asked for.
  for (const row of rows) expect(row.split(',')[1]).toBe(name);
  expect(rows.some((row) => row.includes(`,${name},export.created,export:${exportId},`))).toBe(
    true,
  );
});
