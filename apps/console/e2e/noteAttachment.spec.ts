import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures';
import { accessTokenOf, signIn } from './session';

/** A small but real PDF: the server checks an attachment by its bytes, not by its name. */
const pdfBytes = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
    '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/**
 * A seeded REFER application admin may add notes to, taken from the end of the list so that the
 * specs which change the first ones (underwriting) leave it as it was.
 */
async function applicationTakingNotes(page: Page): Promise<number> {
  const headers = { Authorization: `Bearer ${await accessTokenOf(page)}` };
  const list = await page.request.get('/api/credit-applications?status[]=REFER&perPage=25', {
    headers,
  });
  expect(list.ok()).toBe(true);
  const { _embedded } = (await list.json()) as {
    _embedded: { items: { credit_application_id: number }[] };
  };
  for (const { credit_application_id: id } of [..._embedded.items].reverse()) {
    const detail = await page.request.get(`/api/credit-applications/${id}`, { headers });
    const application = (await detail.json()) as { _links: Record<string, unknown> };
    if (application._links.add_note) return id;
  }
  throw new Error('No seeded REFER application takes notes.');
}

test('admin adds an internal note with a PDF attachment and downloads the same bytes', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const id = await applicationTakingNotes(page);
  await page.goto(`/credit-app/${id}/`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Credit Application ${id}`);

  const notes = page.getByRole('region', { name: 'Notes' });
  const noteText = `Payslip attached ${Date.now()}`;
  await notes.getByRole('textbox', { name: /^Note/ }).fill(noteText);
  await expect(notes.getByRole('radio', { name: 'Internal Note' })).toBeChecked();
  await expect(notes.getByRole('button', { name: 'Add Attachment', exact: true })).toBeVisible();
  await notes
    .locator('input[type="file"]')
    .setInputFiles({ name: 'payslip.pdf', mimeType: 'application/pdf', buffer: pdfBytes });
  const toAdd = notes.getByRole('list', { name: 'Attachments to add' });
  await expect(toAdd).toContainText('payslip.pdf');
  await notes.getByRole('button', { name: 'Add Note' }).click();

  const added = notes.getByRole('list', { name: 'Notes' }).getByRole('listitem').filter({
    hasText: noteText,
  });
  await expect(added).toContainText('Internal Note');
  const link = added.getByRole('link', { name: 'payslip.pdf' });
  await expect(link).toBeVisible();
  await expect(toAdd).toBeHidden();

  const downloading = page.waitForEvent('download');
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('payslip.pdf');
  expect(Buffer.compare(await readFile(await download.path()), pdfBytes)).toBe(0);
});
