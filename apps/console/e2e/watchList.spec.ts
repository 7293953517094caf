import { expect, test, type Page } from './fixtures';
import { accessTokenOf, signIn } from './session';

const columns = [
  'Number',
  'Housename',
  'Flat',
  'Street',
  'Town',
  'District',
  'County',
  'Postcode',
  'Phone',
  'Mobile',
  'Email',
  'Forename',
  'Initials',
  'Surname',
  'Account Number',
  'Sort Code',
  'IP Address',
];
const csv = (names: string[], rows: Record<string, string>[]) =>
  [names.join(','), ...rows.map((row) => names.map((name) => row[name] ?? '').join(','))].join(
    '\r\n',
  );
const csvFile = (text: string) => ({
  name: 'watch-list.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(text),
});

/** A seeded application whose consumer admin may edit and re-score. */
async function editableApplication(page: Page): Promise<number> {
  const headers = { Authorization: `Bearer ${await accessTokenOf(page)}` };
  const list = await page.request.get('/api/credit-applications?status[]=REFER&perPage=25', {
    headers,
  });
  const { _embedded } = (await list.json()) as {
    _embedded: { items: { credit_application_id: number }[] };
  };
  for (const { credit_application_id: id } of _embedded.items) {
    const detail = await page.request.get(`/api/credit-applications/${id}`, { headers });
    const application = (await detail.json()) as {
      consumer: unknown;
      _links: Record<string, unknown>;
    };
    if (application.consumer && application._links.rescore) return id;
  }
  throw new Error('No seeded REFER application may have its consumer edited and re-scored.');
}

test('admin uploads a watch list, fixing the file, and a re-scored application matching it is flagged', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.getByRole('navigation').getByRole('link', { name: 'Watch Lists' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Watch Lists' })).toBeVisible();
  const current = page.getByRole('region', { name: 'Current watch list' });
  await expect(current).toContainText('watch-list-2.csv');

  await current.getByRole('button', { name: 'Upload New CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Watch List' });
  const fileInput = dialog.locator('input[type="file"]');
  const email = `e2e.watch.${Date.now()}@example.com`;
  const rows: Record<string, string>[] = [
    { Email: email, Forename: 'Robin', Surname: 'Watched' },
    { Postcode: 'ZZ99 9ZZ', Phone: '1632960999', Street: 'Nowhere Lane' },
  ];
  const withoutEmail = columns.filter((name) => name !== 'Email');
  await fileInput.setInputFiles(csvFile(csv(withoutEmail, rows)));
  await expect(dialog.getByRole('list', { name: 'Problems in the file' })).toContainText(
    "'Email' column is expected.",
  );
  await expect(dialog.getByRole('button', { name: 'Add' })).toBeDisabled();

  await fileInput.setInputFiles(csvFile(csv(columns, rows)));
  await expect(dialog.getByText(/holds 2 items, ready to add/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByText('Watch List created.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await expect(current).toContainText('watch-list-3.csv');
  const table = page.getByRole('table', { name: 'Watch Lists' });
  const enabledCell = table.getByRole('rowheader', { name: /^3\s*, enabled$/ });
  await expect(enabledCell).toBeVisible();
  const weight = await enabledCell
    .locator('span')
    .first()
    .evaluate((element) => getComputedStyle(element).fontWeight);
  expect(Number(weight)).toBeGreaterThanOrEqual(600);
  const endedWeight = await table
    .getByRole('rowheader', { name: '2', exact: true })
    .evaluate((element) => getComputedStyle(element).fontWeight);
  expect(Number(endedWeight)).toBeLessThan(600);
  await page.screenshot({ path: test.info().outputPath('watch-lists.png'), fullPage: true });

  await table.getByRole('link', { name: '3', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Watch List 3' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Watch List 3 items' })).toContainText(email);

  const id = await editableApplication(page);
  await page.goto(`/credit-app/${id}/`);
  const customer = page.getByRole('region', { name: 'Customer' });
  await customer.getByRole('button', { name: 'Edit Customer' }).click();
  await customer.getByRole('textbox', { name: 'Email Address' }).fill(email);
  await customer.getByRole('button', { name: 'Update and Re-score' }).click();
  await expect(customer.getByText(email, { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Credit Sentry' }).click();
  const sentry = page.getByRole('region', { name: 'Credit Sentry' });
  await expect(sentry.getByRole('list', { name: 'Flags' })).toContainText('WATCH_LIST_MATCH');
  await expect(sentry.getByRole('heading', { name: 'Watch List' })).toBeVisible();
  await expect(sentry).toContainText(/Watch List 3, item \d+/);
  await expect(sentry).toContainText('Email address');
  await page.screenshot({ path: test.info().outputPath('watch-list-match.png'), fullPage: true });
});
