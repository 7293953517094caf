import { expect, test } from './fixtures';
import { signIn } from './session';

const tooMany = 'Too many requests, try again in a minute.';

test('a failed call shows the error banner once, and dismissing removes it', async ({
  page,
  expectProblem,
}) => {
  expectProblem({ status: 429, url: /\/api\/product-packages\// });
  // The product packages feed a filter's choices: no screen shows their failure, so it reaches
  // the banner (the list itself bypasses it and shows its own errors). The server refuses this
  // one request; a 4xx is not retried, so the banner shows as soon as the answer arrives.
  await page.route(/\/api\/product-packages\//, (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ error: { message: tooMany, code: 'ERR_TOO_MANY_REQUESTS' } }),
    }),
  );
  await signIn(page, 'admin');
  await page.goto('/credit-app/');
  await expect(page.getByRole('heading', { name: 'Credit Applications', level: 1 })).toBeVisible();
  const banner = page.getByRole('alert').filter({ hasText: tooMany });
  await expect(banner).toBeVisible();
  await expect(page.getByText(tooMany)).toHaveCount(1);
  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByText(tooMany)).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Credit Applications' })).toBeVisible();
});

test('the read-only viewer is told once that credit policies are not allowed, and offered no actions', async ({
  page,
  expectProblem,
}) => {
  expectProblem({ status: 403, url: /\/api\/credit-policies\b/ });
  await signIn(page, 'viewer');
  await page.goto('/credit-policies/');
  await expect(page.getByRole('heading', { name: 'Credit Policies', level: 1 })).toBeVisible();
  const refused = page.getByText('You do not have permission to view this page.');
  await expect(refused).toBeVisible();
  await expect(page.getByText(/permission/)).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'New Credit Policy' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(page.getByText(/No credit policies/)).toHaveCount(0);
  await expect(page.getByText('Created', { exact: true })).toHaveCount(0);

  await page.goto('/credit-policies/1/');
  await expect(refused).toBeVisible();
  await expect(page.getByText(/permission/)).toHaveCount(1);
  for (const action of [
    'New Credit Policy',
    'Edit',
    'Delete Policy',
    'Submit for approval',
    'Try again',
  ]) {
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
