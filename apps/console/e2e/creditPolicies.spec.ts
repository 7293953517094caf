import { expect, test, type Locator, type Page } from './fixtures';
import { signIn } from './session';

/** Presses a button from the keyboard: focus, then Enter. */
async function press(button: Locator) {
  await button.focus();
  await button.press('Enter');
}

/** Opens a stage's module dropdown by keyboard and takes the first module after 'No Module'. */
async function chooseFirstModule(page: Page, stage: Locator): Promise<string> {
  const select = stage.getByRole('button', { name: /Module for Stage/ });
  await select.focus();
  await select.press('Enter');
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option', { name: 'No Module' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const module = (await listbox.locator('[role="option"]:focus').textContent()) ?? '';
  await page.keyboard.press('Enter');
  await expect(select).toHaveText(new RegExp(module.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await press(stage.getByRole('button', { name: 'Add a module' }));
  await expect(stage.getByRole('list', { name: /^Modules of Stage/ })).toContainText(module);
  return module;
}

test('a lender builds a two-stage policy in the browser, simulates it and saves it', async ({
  page,
}) => {
  await signIn(page, 'lender');
  await page.goto('/credit-policies/');
  await expect(page.getByRole('heading', { name: 'Credit Policies', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Credit Policies' })).toBeVisible();

  const policyName = `Two-stage policy ${Date.now()}`;
  await press(page.getByRole('button', { name: 'New Credit Policy' }));
  const dialog = page.getByRole('dialog', { name: 'New Credit Policy' });
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(policyName);
  // A lender user's policy belongs to its own lender (lender 2).
  await expect(dialog.getByRole('button', { name: /Lender Id/ })).toHaveText(/2/);
  await press(dialog.getByRole('button', { name: 'Continue' }));

  await expect(page.getByRole('heading', { name: 'unsaved', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/credit-policies\/new\/$/);
  await expect(page.getByText('No stages')).toBeVisible();

  await press(page.getByRole('button', { name: 'Add a stage' }));
  await press(page.getByRole('button', { name: 'Add a stage' }));
  const first = page.getByRole('group', { name: 'Stage #1' });
  const second = page.getByRole('group', { name: 'Stage #2' });
  const firstModule = await chooseFirstModule(page, first);
  const secondModule = await chooseFirstModule(page, second);
  const hardSearch = second.getByRole('checkbox', { name: 'Hard Search' });
  await hardSearch.focus();
  await page.keyboard.press('Space');
  await expect(hardSearch).toBeChecked();

  // Move the second stage up by keyboard: Space lifts, ArrowUp moves, Space drops. Each key
  // waits for what the list announces, as a screen reader user would: the list measures its
  // items after the lift, and a key pressed before that is lost.
  await page.getByRole('button', { name: 'Move Stage #2', exact: true }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Picked up Stage #2, at position 2 of 2.')).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('Stage #2 is over position 1 of 2.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect(first.getByRole('checkbox', { name: 'Hard Search' })).toBeChecked();
  await expect(first.getByRole('list', { name: 'Modules of Stage #1' })).toContainText(
    secondModule,
  );
  await expect(second.getByRole('list', { name: 'Modules of Stage #2' })).toContainText(
    firstModule,
  );

  await press(page.getByRole('tab', { name: 'Simulate' }));
  await press(page.getByRole('button', { name: 'Simulate' }));
  const decisions = page.getByRole('table', { name: 'Decisions, actual and simulated' });
  await expect(decisions).toBeVisible({ timeout: 30_000 });
  await expect(decisions.getByRole('rowheader', { name: 'ACCEPT' })).toBeVisible();

  // The first module of the list is now in both stages: Save names the failing check first.
  await press(page.getByRole('button', { name: 'Save' }));
  const confirm = page.getByRole('alertdialog', { name: 'The checks are failing' });
  await expect(confirm.getByText('Module used twice')).toBeVisible();
  await expect(confirm).toContainText('in stages 1 and 2');
  await expect(confirm.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await page.screenshot({
    path: `${process.env.E2E_SCREENSHOT_DIR ?? '/tmp'}/console-policy-save-checks.png`,
  });
  await press(confirm.getByRole('button', { name: 'Save anyway' }));
  await expect(page.getByText('Policy created')).toBeVisible();
  await expect(page).toHaveURL(/\/credit-policies\/\d+\/$/);
  const policyId = /\/credit-policies\/(\d+)\/$/.exec(page.url())?.[1];
  await expect(
    page.getByRole('heading', { name: `${policyName} (${policyId})`, level: 1 }),
  ).toBeVisible();

  await page.reload();
  await expect(
    page.getByRole('heading', { name: `${policyName} (${policyId})`, level: 1 }),
  ).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Stage #1' }).getByRole('checkbox', { name: 'Hard Search' }),
  ).toBeChecked();
  await expect(
    page
      .getByRole('group', { name: 'Stage #2' })
      .getByRole('list', { name: 'Modules of Stage #2' }),
  ).toContainText(firstModule);
});
