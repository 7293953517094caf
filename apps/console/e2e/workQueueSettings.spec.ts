import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { accessTokenOf, signIn } from './session';

interface QueueAnswer {
  queue_id: number;
  lender: { display_name: string };
  status: string;
  item_count: number;
}

test('a queue admin adds a queue for a status, sets its service level, edits it and removes it', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Work Queues' })
    .click();
  await page.getByRole('link', { name: 'Queue Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Queue Settings', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Work queues' });
  await expect(table.getByRole('row', { name: /Northbridge Finance REFER/ })).toBeVisible();
  await expectNoAxeViolations(page, 'Queue Settings');

  await page.getByRole('button', { name: 'Add queue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a queue' });
  await dialog.getByRole('button', { name: /Lender/ }).click();
  await page.getByRole('option', { name: 'Northbridge Finance' }).click();
  await dialog.getByRole('button', { name: /Status/ }).click();
  await page.getByRole('option', { name: /^ACTION-LENDER/ }).click();
  await dialog.getByRole('textbox', { name: 'Amber after (hours)' }).fill('2');
  await dialog.getByRole('textbox', { name: 'Red after (hours)' }).fill('2');
  await dialog.getByRole('button', { name: 'Add queue' }).click();
  // The shared rule speaks before anything is sent.
  await expect(dialog.getByText('Red must come later than amber.')).toBeVisible();
  await expectNoAxeViolations(page, 'Add a queue with a validation error');
  await dialog.getByRole('textbox', { name: 'Red after (hours)' }).fill('8');
  await dialog.getByRole('button', { name: 'Add queue' }).click();
  await expect(page.getByRole('status')).toContainText(
    'Queue added: Northbridge Finance ACTION-LENDER.',
  );

  // Its count is the server's: the lender's applications in that status, whatever other specs did.
  const answer = await page.request.get('/api/queues', {
    headers: { authorization: `Bearer ${await accessTokenOf(page)}` },
  });
  const added = ((await answer.json()) as { items: QueueAnswer[] }).items.find(
    (queue) =>
      queue.lender.display_name === 'Northbridge Finance' && queue.status === 'ACTION-LENDER',
  );
  expect(added).toBeDefined();
  const row = table.getByRole('row', { name: /Northbridge Finance ACTION-LENDER/ });
  await expect(row.getByRole('cell')).toHaveText(['2 h', '8 h', String(added!.item_count), /Edit/]);

  await row.getByRole('button', { name: 'Edit Northbridge Finance ACTION-LENDER' }).click();
  const edit = page.getByRole('dialog', {
    name: 'Service level of Northbridge Finance ACTION-LENDER',
  });
  await edit.getByRole('textbox', { name: 'Red after (hours)' }).fill('12');
  await edit.getByRole('textbox', { name: 'Red after (hours)' }).press('Tab');
  await expectNoAxeViolations(page, 'Service level dialog');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toContainText(
    'Northbridge Finance ACTION-LENDER turns amber after 2 h and red after 12 h.',
  );
  await expect(row.getByRole('cell').nth(1)).toHaveText('12 h');

  await row.getByRole('button', { name: 'Remove Northbridge Finance ACTION-LENDER' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove queue' });
  await expect(confirm).toContainText('Remove Northbridge Finance ACTION-LENDER?');
  await expectNoAxeViolations(page, 'Remove queue confirmation');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('status')).toContainText(
    'Queue removed: Northbridge Finance ACTION-LENDER.',
  );
  await expect(row).toHaveCount(0);
  await expect(table.getByRole('button', { name: 'Remove Northbridge Finance REFER' })).toHaveCount(
    0,
  );
});
