import { expect, test, type Page } from './fixtures';
import { accessTokenOf, signIn } from './session';

/** A small but real PDF: the server checks an upload by its bytes, not by its name. */
const pdfBytes = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
    '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

interface Merchant {
  retailer_id: number;
  name: string;
  ccl_number: string | null;
  decision_policy: { is_regulated: boolean } | null;
  lender_agreements: { lender_id: number; lender_name: string; retailer_agreed: string | null }[];
  lender_statuses: { lender_id: number; lender_name: string; status: string | null }[];
  _links: Record<string, unknown>;
}

const headersOf = async (page: Page) => ({ authorization: `Bearer ${await accessTokenOf(page)}` });

/** Merchants this spec has taken, so that each test changes one of its own. */
const taken = new Set<number>();

/**
 * A seeded merchant in one of the statuses that fits the test, from the end of the list (the
 * other specs use the first ones).
 */
async function merchantWhere(
  page: Page,
  statuses: string[],
  fits: (merchant: Merchant) => boolean,
): Promise<Merchant> {
  const headers = await headersOf(page);
  const query = statuses.map((status) => `account_status[]=${status}`).join('&');
  const list = await page.request.get(`/api/retailers?${query}&perPage=100`, { headers });
  expect(list.ok()).toBe(true);
  const { _embedded } = (await list.json()) as { _embedded: { items: { retailer_id: number }[] } };
  for (const { retailer_id: id } of [..._embedded.items].reverse()) {
    if (taken.has(id)) continue;
    const merchant = (await (
      await page.request.get(`/api/retailers/${id}`, { headers })
    ).json()) as Merchant;
    if (fits(merchant)) {
      taken.add(id);
      return merchant;
    }
  }
  throw new Error(`No seeded merchant in ${statuses.join(', ')} fits the test.`);
}

/** Signs admin in and opens a seeded merchant of its own that fits the test. */
async function openMerchant(
  page: Page,
  statuses: string[],
  fits: (merchant: Merchant) => boolean,
): Promise<Merchant> {
  await signIn(page, 'admin');
  const merchant = await merchantWhere(page, statuses, fits);
  await page.goto(`/merchants/${merchant.retailer_id}/`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(merchant.name);
  return merchant;
}

/** The merchant as the server has it now. */
async function merchantNow(page: Page, retailerId: number) {
  const answer = await page.request.get(`/api/retailers/${retailerId}`, {
    headers: await headersOf(page),
  });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as Merchant & { account_status: string };
}

const actionsPanel = (page: Page) => page.getByRole('region', { name: 'Merchant Actions' });

test('a regulated merchant is provisionally approved once a CCL number is entered', async ({
  page,
}) => {
  const merchant = await openMerchant(
    page,
    ['application', 'pending'],
    (candidate) =>
      candidate._links.provisionally_approve !== undefined &&
      candidate.decision_policy?.is_regulated === true &&
      (candidate.ccl_number ?? '').trim().length < 6,
  );
  const panel = actionsPanel(page);
  await expect(
    panel.getByText(
      'As merchant is on a regulated decision policy, a valid CCL number must be provided.',
    ),
  ).toBeVisible();
  await panel.getByRole('button', { name: 'Provisionally Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Provisionally Approve' });
  const approve = dialog.getByRole('button', { name: 'Provisionally Approve' });
  await expect(approve).toBeDisabled();
  await dialog.getByRole('textbox', { name: /CCL Number/ }).fill('CCL4021');
  await approve.click();
  await expect(dialog.getByText('Merchant Approved')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('PROVISIONAL', {
    ignoreCase: true,
  });
  await expect(panel.getByRole('button', { name: 'Provisionally Approve' })).toBeHidden();
  expect(await merchantNow(page, merchant.retailer_id)).toMatchObject({
    account_status: 'provisional',
    ccl_number: 'CCL4021',
  });
});

test('a custom ROA PDF is uploaded, previewed, confirmed and assigned', async ({ page }) => {
  const merchant = await openMerchant(
    page,
    ['provisional'],
    (candidate) => candidate._links.assign_operating_agreement !== undefined,
  );
  const agreement = merchant.lender_agreements.find((entry) => !entry.retailer_agreed)!;
  await actionsPanel(page).getByRole('button', { name: 'Assign operating agreement' }).click();
  const assign = page.getByRole('dialog', { name: 'Assign operating agreement' });
  await assign.getByRole('button', { name: new RegExp(agreement.lender_name) }).click();
  await page.getByRole('option', { name: 'Add Custom ROA' }).click();

  const custom = page.getByRole('dialog', { name: `Add Custom ROA: ${agreement.lender_name}` });
  await expect(custom.getByText('Please upload the custom ROA in pdf format')).toBeVisible();
  await custom
    .locator('input[type="file"]')
    .setInputFiles({ name: 'custom-roa.pdf', mimeType: 'application/pdf', buffer: pdfBytes });
  await expect(custom.getByText('Success! The file was uploaded successfully')).toBeVisible();
  await expect(custom.getByLabel('Preview of custom-roa.pdf')).toBeVisible();
  await expect(custom.getByText('Please confirm below that the ROA is correct')).toBeVisible();
  const confirm = custom.getByRole('checkbox', { name: 'The ROA custom-roa.pdf is correct' });
  await custom.getByText('The ROA custom-roa.pdf is correct').click();
  await expect(confirm).toBeChecked();
  await custom.getByRole('button', { name: 'Save' }).click();
  await expect(custom.getByText('Custom Operating Agreement saved')).toBeVisible();
  await custom.getByRole('button', { name: 'Close' }).click();

  const agreements = (await (
    await page.request.get(`/api/retailers/${merchant.retailer_id}/lender-agreements`, {
      headers: await headersOf(page),
    })
  ).json()) as { items: { lender_id: number; type: string; file_id: number | null }[] };
  expect(agreements.items.find((entry) => entry.lender_id === agreement.lender_id)).toMatchObject({
    type: 'pre_agreed_upload',
  });
});

test("a lender's newly published document is picked as the operating agreement", async ({
  page,
}) => {
  const merchant = await openMerchant(
    page,
    ['provisional'],
    (candidate) => candidate._links.assign_operating_agreement !== undefined,
  );
  const agreement = merchant.lender_agreements.find((entry) => !entry.retailer_agreed)!;
  // Issue 17: a document written and published in Lender Documents is offered to merchants.
  const headers = await headersOf(page);
  const title = `ROA for merchants e2e ${merchant.retailer_id}`;
  const created = await page.request.post('/api/documents', {
    headers,
    data: {
      title,
      document_type: 'retailer_operating_agreement',
      owner_id: agreement.lender_id,
      author: 'admin',
      content: '<p>The merchant operates under these terms.</p>',
    },
  });
  expect(created.ok()).toBe(true);
  const document = (await created.json()) as { id: number; latest_draft_version: string };
  const published = await page.request.post(
    `/api/documents/${document.id}/published/${document.latest_draft_version}`,
    { headers, data: { author: 'admin' } },
  );
  expect(published.ok()).toBe(true);

  // The page was opened before the document existed: it reads the lender's documents afresh.
  await page.reload();
  await actionsPanel(page).getByRole('button', { name: 'Assign operating agreement' }).click();
  const assign = page.getByRole('dialog', { name: 'Assign operating agreement' });
  await assign.getByRole('button', { name: new RegExp(agreement.lender_name) }).click();
  await page.getByRole('option', { name: title }).click();
  await assign.getByRole('button', { name: 'Save' }).click();
  await expect(assign.getByText('The Operating Agreement has been assigned')).toBeVisible();
  await assign.getByRole('button', { name: 'Close' }).click();

  const agreements = (await (
    await page.request.get(`/api/retailers/${merchant.retailer_id}/lender-agreements`, {
      headers,
    })
  ).json()) as { items: { lender_id: number; type: string; html_document_id: number | null }[] };
  expect(agreements.items.find((entry) => entry.lender_id === agreement.lender_id)).toMatchObject({
    type: 'html_document',
    html_document_id: document.id,
  });
});

test('staff ghost as a merchant user in a new window with the banner', async ({ page }) => {
  const merchant = await openMerchant(
    page,
    ['live'],
    (candidate) => candidate._links.ghost !== undefined,
  );
  await actionsPanel(page).getByRole('button', { name: 'Ghost in as User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ghost in as User' });
  await expect(dialog.getByText('No user selected.')).toBeVisible();
  await dialog.getByRole('button', { name: /User/ }).click();
  const option = page.getByRole('option').first();
  const userName = ((await option.textContent()) ?? '').replace(/ \(.*$/, '');
  await option.click();

  const popupOpens = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Ghost' }).click();
  const popup = await popupOpens;
  await expect(dialog.getByText(`Successfully ghosting as ${userName}`)).toBeVisible();

  const banner = popup.getByRole('status').filter({ hasText: 'Ghosting as' });
  await expect(banner).toContainText(`Ghosting as ${userName}`);
  await expect(banner).toContainText(merchant.name);
  await expect(popup).toHaveURL(new RegExp(`/merchants/${merchant.retailer_id}/$`));
  await expect(popup.getByRole('heading', { level: 1 })).toContainText(merchant.name);

  // The staff member's own window is still the staff member's.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(merchant.name);
  await expect(page.getByText('Ghosting as')).toBeHidden();
  await expect(actionsPanel(page).getByRole('button', { name: 'Ghost in as User' })).toBeVisible();
});

test('staff add a flag to a merchant and delete (resolve) it', async ({ page }) => {
  const merchant = await openMerchant(
    page,
    ['live'],
    (candidate) => candidate._links.add_flag !== undefined,
  );
  const text = `Chargebacks to review ${merchant.retailer_id}`;
  await page.getByRole('tab', { name: /Flags/ }).click();
  await page.getByRole('textbox', { name: /^Flag/ }).fill(text);
  await page.getByRole('button', { name: 'Add Flag' }).click();
  const flags = page.getByRole('list', { name: 'Flags' });
  await expect(flags.getByText(text)).toBeVisible();

  await flags
    .getByRole('listitem')
    .filter({ hasText: text })
    .getByRole('button', { name: /Delete flag/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Delete Flag' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByText('Flag Deleted')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText(text)).toBeHidden();
});

test('a merchant application is rejected after the cannot-be-undone question', async ({ page }) => {
  const merchant = await openMerchant(
    page,
    ['application', 'pending'],
    (candidate) => candidate._links.reject !== undefined,
  );
  await actionsPanel(page).getByRole('button', { name: 'Reject', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject Merchant' });
  await expect(
    dialog.getByText(
      `Rejecting ${merchant.name} cannot be undone. Are you sure you wish to reject this merchant?`,
    ),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(dialog.getByText('Merchant Rejected')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Rejected', {
    ignoreCase: true,
  });
  // Reject cannot be undone: no status action is offered any more.
  await expect(
    actionsPanel(page).getByRole('button', { name: /Reject|Approve|Accept|Suspend/ }),
  ).toHaveCount(0);
  expect((await merchantNow(page, merchant.retailer_id)).account_status).toBe('rejected');
});

test('a live merchant is suspended for trading', async ({ page }) => {
  const merchant = await openMerchant(
    page,
    ['live'],
    (candidate) => candidate._links.suspend !== undefined,
  );
  await actionsPanel(page).getByRole('button', { name: 'Suspend', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Suspend Retailer' });
  await dialog.getByText('Trading', { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: 'Trading' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
  await expect(dialog.getByText('The retailer has been suspended')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Suspended Trading', {
    ignoreCase: true,
  });
  expect((await merchantNow(page, merchant.retailer_id)).account_status).toBe('suspended-trading');
});

test('a merchant is submitted to one of its lenders', async ({ page }) => {
  const merchant = await openMerchant(
    page,
    ['application', 'pending', 'provisional', 'live'],
    (candidate) => candidate._links.submit_to_lender !== undefined,
  );
  const button = actionsPanel(page)
    .getByRole('button', { name: /^Submit to / })
    .first();
  const lenderName = ((await button.textContent()) ?? '').replace(/^Submit to /, '');
  const lender = merchant.lender_statuses.find((entry) => entry.lender_name === lenderName)!;
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Submit to Lender' });
  await expect(
    dialog.getByText(`Submit ${merchant.name} to ${lenderName} for approval?`),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(dialog.getByText('Merchant Submitted')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(
    actionsPanel(page).getByRole('button', { name: `Submit to ${lenderName}` }),
  ).toBeHidden();
  const saved = await merchantNow(page, merchant.retailer_id);
  expect(saved.lender_statuses.find((entry) => entry.lender_id === lender.lender_id)?.status).toBe(
    'PENDING',
  );
});
