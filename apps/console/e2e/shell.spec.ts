import { expect, test } from '@playwright/test';
import { signIn } from './session';

const unreachable = 'The server could not be reached. Check your connection and try again.';

test('a failed call shows the error banner once, and dismissing removes it', async ({ page }) => {
  await signIn(page, 'admin');
  // A network failure, not a made-up answer: the layout save's connection is cut (offline
  // emulation did not cut the loopback connection to the e2e server). The save has no place of
  // its own for an error, so the banner shows it.
  await page.route('**/api/backoffice/users/*/widgets', (route) =>
    route.request().method() === 'PUT' ? route.abort('internetdisconnected') : route.continue(),
  );
  await page.getByRole('button', { name: 'Reset' }).click();
  await page
    .getByRole('alertdialog', { name: 'Reset Widgets' })
    .getByRole('button', { name: 'Reset' })
    .click();
  const banner = page.getByRole('alert').filter({ hasText: unreachable });
  await expect(banner).toBeVisible();
  await expect(page.getByText(unreachable)).toHaveCount(1);
  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByText(unreachable)).toHaveCount(0);
});

test('the read-only viewer is told once that credit policies are not allowed, and offered no actions', async ({
  page,
}) => {
  await signIn(page, 'viewer');
  await page.goto('/credit-policies/');
  await expect(page.getByRole('heading', { name: 'Credit Policies', level: 1 })).toBeVisible();
  const refused = page.getByText('You do not have permission to view this page.');
  await expect(refused).toBeVisible();
  await expect(page.getByText(/permission/)).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'New Credit Policy' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(page.getByText(/No credit policies/)).toHaveCount(0);

  await page.goto('/credit-policies/1/');
  await expect(refused).toBeVisible();
  await expect(page.getByText(/permission/)).toHaveCount(1);
  for (const action of ['New Credit Policy', 'Edit', 'Delete Policy', 'Update', 'Try again']) {
    await expect(page.getByRole('button', { name: action, exact: true })).toHaveCount(0);
  }
});

test('breadcrumbs sit in a Breadcrumb landmark; Documentation opens the console help', async ({
  page,
}) => {
  await signIn(page, 'viewer');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Merchants' })
    .click();
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(trail.getByText('Merchants')).toHaveAttribute('aria-current', 'page');

  const documentation = page.getByRole('link', { name: /^Documentation/ });
  await expect(documentation).toHaveAttribute('href', '/help/');
  const help = await page.request.get('/help/');
  expect(help.status()).toBe(200);
  expect(await help.text()).toContain('<h1>BackOffice help</h1>');
});
