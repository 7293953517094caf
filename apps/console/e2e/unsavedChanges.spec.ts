import { expect, test } from './fixtures';
import { signIn } from './session';

test('leaving the credit policy editor with an added stage asks first: stay, then discard and leave', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto('/credit-policies/');
  await page
    .getByRole('table', { name: 'Credit Policies' })
    .getByRole('link', { name: /^View / })
    .first()
    .click();
  await expect(page.getByRole('button', { name: 'Submit for approval' })).toBeVisible();
  const policyUrl = page.url();
  const stages = page.getByRole('group', { name: /^Stage #/ });
  const stageCount = await stages.count();

  await page.getByRole('button', { name: 'Add a stage' }).click();
  await expect(stages).toHaveCount(stageCount + 1);
  const creditApplications = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Credit Applications' });

  await creditApplications.click();
  const question = page.getByRole('alertdialog', { name: 'Discard changes' });
  await expect(question).toContainText('Are you sure you want to discard these changes?');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  expect(page.url()).toBe(policyUrl);
  await expect(stages).toHaveCount(stageCount + 1);

  await creditApplications.click();
  await question.getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/credit-app\/$/);
  await expect(page.getByRole('heading', { name: 'Credit Applications', level: 1 })).toBeVisible();

  // Closing the tab with unsaved changes gets the browser's own question.
  await page.goto(policyUrl);
  await page.getByRole('button', { name: 'Add a stage' }).click();
  await expect(stages).toHaveCount(stageCount + 1);
  const beforeUnload = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await beforeUnload;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.accept();
});
