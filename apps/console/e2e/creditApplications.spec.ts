import { expect, test, type Page } from './fixtures';
import { signIn } from './session';

/** The application ids of the next list answer whose query matches `query`. */
async function listAnswer(page: Page, query: RegExp): Promise<number[]> {
  const response = await page.waitForResponse(
    (candidate) =>
      candidate.url().includes('/api/credit-applications?') && query.test(candidate.url()),
  );
  const body = (await response.json()) as {
    _embedded: { items: { credit_application_id: number }[] };
  };
  return body._embedded.items.map((item) => item.credit_application_id);
}

test('admin filters, sorts and pages the credit applications, and the URL brings the view back', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto('/credit-app/');
  await expect(page.getByRole('heading', { name: 'Credit Applications', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Credit Applications' });
  await expect(table.getByRole('link', { name: /View application/ }).first()).toBeVisible();

  // Only declined applications, with one press of DECLINE's "only", by keyboard as a keyboard
  // user would. The panel opens from its one-line summary.
  const filters = page.getByRole('region', { name: 'Filters' });
  await filters.getByRole('button', { name: 'Edit filters' }).press('Enter');
  const statusesSection = page.getByRole('button', { name: /^Statuses/ });
  await statusesSection.press('Enter');
  await expect(statusesSection).toHaveAttribute('aria-expanded', 'true');
  const statuses = page.getByRole('group', { name: 'Status', exact: true });
  await statuses.getByRole('button', { name: 'Only DECLINE', exact: true }).press('Enter');
  await expect(statuses.getByRole('checkbox', { name: 'DECLINE', exact: true })).toBeChecked();
  await expect(statuses.getByRole('checkbox', { name: 'REFER', exact: true })).not.toBeChecked();
  await expect(page).toHaveURL(/status%5B%5D=DECLINE/);

  const appIdHeader = table.getByRole('columnheader', { name: /App ID/ });
  const firstApplication = table.getByRole('link', { name: /View application/ }).first();
  await appIdHeader.click();
  await expect(page).toHaveURL(/order=credit_application_id/);
  await expect(appIdHeader).toHaveAttribute('aria-sort', 'ascending');
  // The list keeps showing the rows it had until the next answer comes, so the test reads the
  // rows of page 2 from the server's answer rather than from whatever is on screen.
  const pageTwo = listAnswer(page, /[?&]page=2(&|$)/);
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const firstHref = `/credit-app/${(await pageTwo)[0]}/`;
  await expect(firstApplication).toHaveAttribute('href', firstHref);
  const rows = table
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: /View application/ }) });
  await expect(rows.first()).toContainText('DECLINE');

  const url = page.url();
  const reloaded = listAnswer(page, /[?&]page=2(&|$)/);
  await page.reload();
  // The reloaded console restores the session before it shows the list: wait for the list of
  // this view (its URL and its rows) before reading the header's state.
  await expect(page).toHaveURL(url);
  expect(await reloaded).toEqual(await pageTwo);
  await expect(firstApplication).toHaveAttribute('href', firstHref);
  await expect(appIdHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // The reloaded panel is closed and states the filter.
  await expect(filters).toContainText('Status: DECLINE');

  await table.getByRole('button', { name: 'Show quick view' }).first().click();
  await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Status History' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^View Application/ })).toHaveAttribute(
    'href',
    firstHref,
  );
});

test('admin saves a view shared with the group, reloads, applies it and sees its filter', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto('/credit-app/');
  const table = page.getByRole('table', { name: 'Credit Applications' });
  await expect(table.getByRole('link', { name: /View application/ }).first()).toBeVisible();

  const filters = page.getByRole('region', { name: 'Filters' });
  await filters.getByRole('button', { name: 'Edit filters' }).click();
  const flagged = page.getByRole('checkbox', { name: 'Credit Sentry Flagged' });
  // React Aria keeps the input visually hidden, so it is toggled by keyboard as elsewhere here.
  await flagged.press('Space');
  await expect(flagged).toBeChecked();
  await expect(page).toHaveURL(/credit_sentry_flagged=true/);

  // Unique per run, so that a repeated run against the same data does not meet its own name.
  const name = `Flagged ${Date.now()}`;
  await page.getByRole('button', { name: 'Views', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Save view…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save view' });
  await dialog.getByRole('textbox', { name: /Name/ }).fill(name);
  const share = dialog.getByRole('checkbox', { name: 'Share with my group' });
  await share.press('Space');
  await expect(share).toBeChecked();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `View ${name} saved.` })).toBeVisible();

  // Back to the default view, then a reload: the saved view comes from the server.
  await page.goto('/credit-app/');
  await page.reload();
  await expect(table.getByRole('link', { name: /View application/ }).first()).toBeVisible();
  await expect(filters).toContainText('Applications: Current');
  await expect(filters).not.toContainText('Credit Sentry Flagged');
  await page.getByRole('button', { name: 'Views', exact: true }).click();
  await page.getByRole('menuitem', { name: `${name} (Shared)` }).click();

  await expect(page).toHaveURL(/credit_sentry_flagged=true/);
  await expect(filters).toContainText('Credit Sentry Flagged');
  const rows = table
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: /View application/ }) });
  await expect(rows.first()).toBeVisible();
  await expect(table.getByRole('img', { name: 'No credit sentry flags' })).toHaveCount(0);
  const views = page.getByRole('button', { name: `Views: ${name}` });
  await expect(views).toBeVisible();
  const modified = page.getByText('• modified', { exact: true });
  await expect(modified).toBeHidden();

  // A changed filter marks the view modified; Update view saves the filters into it.
  await filters.getByRole('button', { name: 'Edit filters' }).click();
  await page.getByRole('checkbox', { name: 'Credit Sentry Flagged' }).press('Space');
  await expect(page).not.toHaveURL(/credit_sentry_flagged=true/);
  await expect(modified).toBeVisible();
  // A reload still names the view it came from, and that it was changed.
  await page.reload();
  await expect(views).toBeVisible();
  await expect(modified).toBeVisible();
  await views.click();
  await page.getByRole('menuitem', { name: `Update view ${name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `View ${name} updated.` })).toBeVisible();
  await expect(modified).toBeHidden();

  // Renamed by its owner, it keeps being the active view.
  const renamed = `${name} renamed`;
  await views.click();
  await page.getByRole('menuitem', { name: `Rename or share ${name}…` }).click();
  const rename = page.getByRole('dialog', { name: `Rename or share ${name}` });
  await rename.getByRole('textbox', { name: /Name/ }).fill(renamed);
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(rename).toBeHidden();
  await expect(page.getByRole('button', { name: `Views: ${renamed}` })).toBeVisible();

  // The owner deletes it again, after a confirmation.
  await page.getByRole('button', { name: `Views: ${renamed}` }).click();
  await page.getByRole('menuitem', { name: `Delete ${renamed}…` }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete view' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: `View ${renamed} deleted.` }),
  ).toBeVisible();
});
