import { expect, test, type Page, type Request, type Response } from './fixtures';
import { holdMailTo } from './mailbox';
import { accessTokenOf, signIn } from './session';

/** The seed's first recipient of each of Harbour Lending's settlement files. */
const HARBOUR_FIRST_RECIPIENT = 'settlement@harbourlending.example';

interface SettlementLender {
  lender: string;
  settlement: {
    settlement_file_id: number;
    description_short: string;
    status: string;
    trigger: string;
    recipients: { status: string }[];
  }[];
}

/** The lender's last files as the service reports them now. */
async function lenderFiles(page: Page, lender: string) {
  const response = await page.request.get('/api/settlement/status', {
    headers: { Authorization: `Bearer ${await accessTokenOf(page)}` },
  });
  const { lenders } = (await response.json()) as { lenders: SettlementLender[] };
  return lenders.find((entry) => entry.lender === lender)?.settlement ?? [];
}

const isStatusRead = (response: Response) =>
  response.request().method() === 'GET' && response.url().endsWith('/api/settlement/status');

test("admin regenerates a lender's settlement files and the open page shows them change from sending to delivered on its next poll", async ({
  page,
}) => {
  // The page's clock is moved on by hand, so the minute between polls is not waited for.
  await page.clock.install();
  await signIn(page, 'admin');
  await page.getByRole('navigation').getByRole('link', { name: 'Settlement Files' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Settlement Files - Last Run' }),
  ).toBeVisible();
  const table = page.getByRole('table', { name: 'Settlement Files - Last Run' });
  const row = table.getByRole('row', { name: /Harbour Lending/ });
  const status = row.getByRole('list', { name: 'Status' });
  await expect(row).toBeVisible();
  const earlier = new Set(
    (await lenderFiles(page, 'Harbour Lending')).map((file) => file.settlement_file_id),
  );
  expect(earlier.size).toBeGreaterThan(0);

  // The mail server keeps the first recipient's delivery at its hand-over until released, so
  // the new files cannot be delivered before the page has shown them in progress.
  const handOver = await holdMailTo(HARBOUR_FIRST_RECIPIENT);
  // The page's own reads of the statuses after its refresh.
  const statusReads: string[] = [];
  const countStatusRead = (request: Request) => {
    if (request.method() === 'GET' && request.url().endsWith('/api/settlement/status')) {
      statusReads.push(request.url());
    }
  };

  try {
    await row.getByRole('button', { name: 'Regenerate & Send Harbour Lending' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Regenerate & Send' });
    await expect(confirm).toContainText('Harbour Lending');
    const queued = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && response.url().endsWith('/api/settlement/manual'),
    );
    const refreshed = page.waitForResponse(isStatusRead);
    await confirm.getByRole('button', { name: 'Regenerate & Send' }).click();
    const answer = await queued;
    expect(answer.status()).toBe(202);
    expect(((await answer.json()) as { status: string }).status).toBe('Generating');
    await expect(page.getByRole('status')).toContainText(
      'Regenerate & Send started for Harbour Lending',
    );
    await refreshed;
    page.on('request', countStatusRead);
    // Made or still being made, but not delivered: the roll-up says Sending.
    await expect(status).toContainText('Sending');
    await expect(status).not.toContainText('Delivered');

    // The job worker has made the file and is handing it to the mail server.
    await handOver.reached();
  } finally {
    await handOver.release();
  }
  // The server says when every new file is delivered.
  await expect
    .poll(
      async () => {
        const files = await lenderFiles(page, 'Harbour Lending');
        return (
          files.length > 0 &&
          files.every(
            (file) =>
              !earlier.has(file.settlement_file_id) &&
              file.trigger === 'manual' &&
              file.status === 'Success' &&
              file.recipients.every((recipient) => recipient.status === 'Delivered'),
          )
        );
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  // Nothing on the page has read the statuses since the refresh: it still shows Sending.
  await expect(status).toContainText('Sending');
  expect(statusReads).toHaveLength(0);

  // A minute on, the page reads the statuses again by itself, once, and shows the change.
  const polled = page.waitForResponse(isStatusRead);
  await page.clock.fastForward('01:00');
  await polled;
  await expect(status).toContainText('Generated');
  await expect(status).toContainText('Delivered');
  await expect(status).not.toContainText('Sending');
  await expect(status).not.toContainText('Generating');
  page.off('request', countStatusRead);
  expect(statusReads).toHaveLength(1);

  await row.getByRole('button', { name: 'Show quick view' }).click();
  for (const file of await lenderFiles(page, 'Harbour Lending')) {
    const details = page.getByRole('region', { name: file.description_short, exact: true });
    await expect(details).toContainText('Regenerate & Send');
    await expect(details).toContainText('Delivered');
  }
  await page.screenshot({ path: test.info().outputPath('settlements.png'), fullPage: true });
});

test('an old #/settlements/history link opens the definition history', async ({ page }) => {
  await signIn(page, 'admin');
  // Opened afresh, the page loads with the hash link.
  await page.goto('about:blank');
  await page.goto('/#/settlements/history/1004');
  await expect(page).toHaveURL(/\/settlements\/history\/1004\/$/);
  // Followed inside the open console, only the fragment changes.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /'s Dashboard$/ })).toBeVisible();
  await page.goto('/#/settlements/history/1004');
  await expect(page).toHaveURL(/\/settlements\/history\/1004\/$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Settlement History 1004' }),
  ).toBeVisible();
  // The other test may have added a file to this definition: the server says how many there are.
  const response = await page.request.get('/api/settlement/status/history/1004?count=10&offset=0', {
    headers: { Authorization: `Bearer ${await accessTokenOf(page)}` },
  });
  const { total } = (await response.json()) as { total: number };
  expect(total).toBeGreaterThanOrEqual(5);
  const shown = Math.min(total, 10);
  const table = page.getByRole('table', { name: 'Settlement history of definition 1004' });
  await expect(table.getByRole('row')).toHaveCount(shown + 1);
  await expect(page.getByRole('navigation', { name: /pages$/ })).toContainText(
    `Showing 1–${shown} of ${total}`,
  );
});
