import { expect, test, type Page } from './fixtures';
import { accessTokenOf, signIn } from './session';

/**
 * Operates a toolbar control by keyboard only: Shift+Tab from the text reaches the toolbar (one
 * tab stop), the arrow keys move to the control, Space presses it.
 */
async function pressToolbarControl(page: Page, name: string) {
  await expect(page.getByRole('textbox', { name: 'Document text' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
  await expect(toolbar.locator(':focus')).toHaveCount(1);
  const focusedName = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
  for (const direction of ['ArrowLeft', 'ArrowRight']) {
    for (let step = 0; step < 30 && (await focusedName()) !== name; step += 1) {
      await page.keyboard.press(direction);
    }
  }
  expect(await focusedName()).toBe(name);
  await page.keyboard.press('Space');
}

/**
 * Types at a brisk human pace rather than as fast as the protocol allows: on a loaded two-core
 * machine a burst of key events can reach the editable text before the editor has read the
 * previous change back from the page, which no person typing can cause.
 */
async function typeInText(page: Page, keys: string) {
  await page.keyboard.type(keys, { delay: 15 });
}

test('staff write, save, publish, preview and look back at a lender document', async ({
  page,
  request,
}) => {
  // A long journey on a shared two-core machine: typing, saving, publishing, rendering a PDF.
  test.setTimeout(180_000);
  await signIn(page, 'admin');

  // The navigation entry leads to the list, with a tab per lender.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Lender Documents' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lender Documents' })).toBeVisible();
  await page.getByRole('tab', { name: /Albion Consumer Credit/ }).click();

  // Create New Document for that lender.
  await page.getByRole('button', { name: 'Create New Document' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Document' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Lender/ })).toContainText(
    'Albion Consumer Credit',
  );
  const title = 'Albion operating agreement (e2e)';
  await page.getByRole('textbox', { name: /Title/ }).fill(title);
  await page.getByRole('button', { name: /Document type/ }).click();
  await page.getByRole('option', { name: 'Retailer operating agreement' }).click();
  await page.getByRole('button', { name: 'Create Document' }).click();

  const banner = page.getByRole('region', { name: 'Version', exact: true });
  await expect(banner).toContainText(title);
  await expect(banner).toContainText('v1.0');
  await expect(banner).toContainText('No version is live yet.');

  // A heading, a variable, a numbered list and a two-column ldm table; the list and the table
  // from the toolbar, by keyboard.
  const text = page.getByRole('textbox', { name: 'Document text' });
  await text.click();
  await expect(text).toBeFocused();
  await page.keyboard.press('Control+Alt+1');
  await expect(text.locator('h1')).toHaveCount(1);
  await typeInText(page, 'Operating agreement');
  await expect(text.locator('h1')).toHaveText('Operating agreement');
  await page.keyboard.press('Enter');
  await typeInText(page, 'Made between {{trad');
  const menu = page.getByRole('listbox', { name: 'Variables' });
  await expect(menu.getByRole('option').first()).toContainText('Trading name');
  await page.keyboard.press('Enter');
  await expect(text.locator('[data-variable="retailer_name"]')).toHaveText('Trading name');
  await typeInText(page, ' and the lender.');
  await expect(text.locator('p').nth(0)).toHaveText('Made between Trading name and the lender.');
  await page.keyboard.press('Enter');
  await pressToolbarControl(page, 'Numbered list');
  await expect(page.getByRole('button', { name: 'Numbered list' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(text).toBeFocused();
  // Each key's result is waited for before the next: a busy machine must not decide which item
  // the text lands in.
  const listItems = text.locator('ol > li');
  await typeInText(page, 'Customers are introduced for credit.');
  await expect(listItems).toHaveText(['Customers are introduced for credit.']);
  await page.keyboard.press('Enter');
  await expect(listItems).toHaveCount(2);
  await typeInText(page, 'No advice is given.');
  await expect(listItems.nth(1)).toHaveText('No advice is given.');
  await page.keyboard.press('Enter');
  await expect(listItems).toHaveCount(3);
  await page.keyboard.press('Enter');
  await expect(listItems).toHaveCount(2);
  // Out of the list (in a list item Shift+Tab outdents instead of leaving the text), and the
  // toolbar has caught up with it.
  await expect(page.getByRole('button', { name: 'Numbered list' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await pressToolbarControl(page, 'Table');
  const createTable = page.getByRole('dialog', { name: 'Create Table' });
  // By keyboard, as a person would: the style's radio, then Space.
  await createTable.getByRole('radio', { name: /information sheet/ }).press('Space');
  await createTable.getByRole('button', { name: 'Confirm' }).click();
  await expect(createTable).toBeHidden();
  await typeInText(page, 'Settlement');
  await page.keyboard.press('Tab');
  await typeInText(page, 'Within three working days');
  await expect(text.locator('.ldm-table .ldm-row')).toHaveCount(2);

  // Save as Draft: the next minor version.
  await page.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(banner).toContainText('v1.1');
  await expect(page.getByRole('button', { name: 'Save as Draft' })).toBeDisabled();

  // Publish: it goes live as v1.0 and the drafts are gone.
  await page.getByRole('button', { name: 'Publish' }).click();
  const review = page.getByRole('dialog', { name: 'Publish as v1.0' });
  await expect(review).toContainText('Draft v1.1 becomes the live version v1.0');
  // The status banner shows for one second only: record what appears instead of racing it.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { statusTexts: string[] }).statusTexts = seen;
    new MutationObserver(() => {
      for (const status of document.querySelectorAll('[role="status"]')) {
        if (status.textContent) seen.push(status.textContent);
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await review.getByRole('button', { name: 'Publish' }).click();
  await expect(banner).toContainText('This is the version in use.');
  await expect(page.getByText('Version 1.0 is live.')).toBeHidden();
  expect(
    await page.evaluate(() => (window as unknown as { statusTexts: string[] }).statusTexts),
  ).toContain('Version 1.0 is live.');
  await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled();

  // The service stores exactly the spec's HTML.
  const documentId = Number(page.url().match(/document-editor\/(\d+)\//)?.[1]);
  const stored = await request.get(`/api/documents/${documentId}/versions/1.0`, {
    headers: { authorization: `Bearer ${await accessTokenOf(page)}` },
  });
  const html = ((await stored.json()) as { content: string }).content;
  expect(html.startsWith('<style>')).toBe(true);
  expect(html).toContain('<h1>Operating agreement</h1>');
  expect(html).toContain('<p>Made between {{ retailer_name }} and the lender.</p>');
  expect(html).toContain(
    '<ol><li><p>Customers are introduced for credit.</p></li><li><p>No advice is given.</p></li></ol>',
  );
  expect(html).toContain(
    '<div class="ldm-table"><div class="ldm-row"><div class="ldm-col-1"><p>Settlement</p></div><div class="ldm-col-2"><p>Within three working days</p></div></div>',
  );

  // Preview as a PDF with sample data.
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview' });
  await preview.getByRole('button', { name: /Sample data/ }).click();
  await page.getByRole('option', { name: /Interest-free purchase/ }).click();
  const rendered = page.waitForResponse((response) =>
    response.url().includes('/documents/preview/'),
  );
  await preview.getByRole('button', { name: 'Render preview' }).click();
  const answer = await rendered;
  expect(answer.status()).toBe(200);
  // The answer holds the PDF as a data URL.
  const { url } = (await answer.json()) as { url: string };
  const pdf = Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // The console shows that PDF from a blob: URL in a frame (the page's policy lets frames, not
  // calls, load blob: URLs).
  const frame = preview.locator(`iframe[title="Preview of ${title}"]`);
  await expect(frame).toHaveAttribute('src', /^blob:/);
  await preview.getByRole('button', { name: 'Close' }).click();

  // The list shows v1.0 live and no draft.
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Lender Documents' })
    .click();
  await page.getByRole('tab', { name: /Albion Consumer Credit/ }).click();
  const row = page
    .getByRole('table', { name: 'Agreements between lender and merchants' })
    .getByRole('row', { name: new RegExp(title.replace(/[()]/g, '\\$&')) });
  // Cells after the title (the row header): Action, Live Version, Current Draft, Date Created.
  await expect(row.getByRole('cell').nth(1)).toHaveText('v1.0');
  await expect(row.getByRole('cell').nth(2)).toHaveText('None');

  // It is now one of the lender's live operating agreements, which a merchant can be given.
  const live = await request.get(
    '/api/lenders/6/documents?document_type=retailer_operating_agreement',
    {
      headers: { authorization: `Bearer ${await accessTokenOf(page)}` },
    },
  );
  const items = ((await live.json()) as { items: { id: number; live_version: string }[] }).items;
  expect(items.find((item) => item.id === documentId)).toMatchObject({ live_version: '1.0' });
  // A new draft, then the old live version in the version viewer: read-only, as it was.
  await page.goto(`/document-management/document-editor/${documentId}/`);
  await text.click();
  await page.keyboard.press('Control+End');
  await typeInText(page, ' Reviewed yearly.');
  await page.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(banner).toContainText('v1.1');
  await page.getByRole('link', { name: 'v1.0', exact: true }).click();
  const old = page.getByRole('textbox', { name: 'Document text, version 1.0' });
  await expect(old).toHaveAttribute('aria-readonly', 'true');
  await expect(old).toContainText('Within three working days');
  await expect(old).not.toContainText('Reviewed yearly.');
  await expect(banner).toContainText('Live');
});
