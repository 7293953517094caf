import { expect, test } from './fixtures';
import { emailSentTo } from './mailbox';
import { accessTokenOf, signIn } from './session';

/** A small but real PDF: the server checks an attachment by its bytes, not by its name. */
const pdfBytes = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
    '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

interface Contact {
  contact_id: number;
  first_name: string;
  last_name: string;
  email: string | null;
}

test('staff add a note with an attachment, then contact the merchant and see the email recorded', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const headers = { authorization: `Bearer ${await accessTokenOf(page)}` };
  const list = await page.request.get('/api/retailers?account_status[]=live&perPage=100', {
    headers,
  });
  const { _embedded } = (await list.json()) as { _embedded: { items: { retailer_id: number }[] } };
  // A live merchant from the middle of the list (the other specs change the first and last ones)
  // with a contact to email.
  let merchant: { retailer_id: number; name: string } | undefined;
  for (const { retailer_id: id } of _embedded.items.slice(40)) {
    const detail = (await (await page.request.get(`/api/retailers/${id}`, { headers })).json()) as {
      retailer_id: number;
      name: string;
      _links: Record<string, unknown>;
    };
    if (detail._links.contact_merchant) {
      merchant = detail;
      break;
    }
  }
  if (!merchant) throw new Error('No seeded live merchant has a contact to email.');
  const contacts = (await (
    await page.request.get(`/api/retailers/${merchant.retailer_id}/contacts`, { headers })
  ).json()) as { items: Contact[] };
  const contact = contacts.items.find((candidate) => candidate.email)!;
  const contactName = `${contact.first_name} ${contact.last_name}`;

  await page.goto(`/merchants/${merchant.retailer_id}/`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(merchant.name);
  const notesTab = page.getByRole('tab', { name: /^Notes/ });
  await notesTab.click();
  const countBefore = Number((await notesTab.textContent())?.match(/\d+/)?.[0] ?? 0);
  const notesPanel = page.getByRole('tabpanel', { name: /^Notes/ });

  const noteText = `Visited the showroom ${merchant.retailer_id}`;
  await notesPanel.getByRole('textbox', { name: /^Note/ }).fill(noteText);
  await notesPanel.getByText('Retailer Note', { exact: true }).click();
  await expect(notesPanel.getByRole('radio', { name: 'Retailer Note' })).toBeChecked();
  await notesPanel
    .locator('input[type="file"]')
    .setInputFiles({ name: 'visit-report.pdf', mimeType: 'application/pdf', buffer: pdfBytes });
  await expect(
    notesPanel.getByRole('list', { name: 'Attachments to send' }).getByText('visit-report.pdf'),
  ).toBeVisible();
  await notesPanel.getByRole('button', { name: 'Add Note' }).click();
  const notes = notesPanel.getByRole('list', { name: 'Notes' });
  const added = notes.getByRole('listitem').filter({ hasText: noteText });
  await expect(added).toContainText('Retailer Note');
  await expect(added.getByRole('link', { name: 'visit-report.pdf' })).toBeVisible();
  await expect(notesTab).toContainText(String(countBefore + 1));

  await page.getByRole('tab', { name: 'Contact Merchant' }).click();
  const contactPanel = page.getByRole('tabpanel', { name: 'Contact Merchant' });
  const send = contactPanel.getByRole('button', { name: 'Send Email' });
  const message = `Your statements for ${merchant.retailer_id} are ready.`;
  await contactPanel.getByRole('textbox', { name: /^Message/ }).fill(message);
  await expect(send).toBeDisabled();
  await contactPanel.getByRole('button', { name: /Contact/ }).click();
  await page.getByRole('option', { name: new RegExp(contact.email!) }).click();
  await send.click();
  await expect(contactPanel.getByText('Email sent')).toBeVisible();
  expect(await emailSentTo(contact.email!, message)).toContain(merchant.name);

  await notesTab.click();
  const emailed = notes.getByRole('listitem').filter({ hasText: message });
  await expect(emailed).toContainText(`Emailed to ${contactName}`);
  await expect(notesTab).toContainText(String(countBefore + 2));
});
