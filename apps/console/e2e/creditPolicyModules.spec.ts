import { expect, test, type Locator, type Page } from './fixtures';
import { signIn } from './session';

const screenshotDir = process.env.E2E_SCREENSHOT_DIR ?? '/tmp';

/** Presses a button from the keyboard: focus, then Enter. */
async function press(button: Locator) {
  await button.focus();
  await button.press('Enter');
}

/** Opens a select with the keyboard and picks an option by typing its start, then Enter. */
async function choose(page: Page, select: Locator, option: string) {
  await select.focus();
  await select.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.type(option);
  await expect(page.getByRole('option', { name: option, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(select).toHaveText(new RegExp(option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
}

/** Fills the condition editor's fields of `condition` (a group named 'Condition n'). */
async function fillCondition(
  page: Page,
  condition: Locator,
  fields: { dataKey: string; operator: string; value: string; actionFalse: string },
) {
  await choose(page, condition.getByRole('button', { name: /Data key/ }), fields.dataKey);
  await choose(page, condition.getByRole('button', { name: /Operator/ }), fields.operator);
  const value = condition.getByRole('textbox', { name: 'Value' });
  await value.focus();
  await page.keyboard.type(fields.value);
  await choose(page, condition.getByRole('button', { name: /Action false/ }), fields.actionFalse);
}

/** Adds a rule by keyboard, names it, and gives it one condition. */
async function addRule(page: Page, name: string, condition: Parameters<typeof fillCondition>[2]) {
  await press(page.getByRole('button', { name: 'Add a rule' }));
  const ruleName = page.getByRole('textbox', { name: /^Rule name/ });
  await expect(ruleName).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(name);
  await press(page.getByRole('button', { name: 'Add a condition' }));
  const group = page.getByRole('group', { name: 'Condition 1' });
  await expect(group.getByRole('button', { name: /Data key/ })).toBeFocused();
  await fillCondition(page, group, condition);
}

test('a lender creates a module with two rules by keyboard, saves it, and finds them after a reload', async ({
  page,
}) => {
  await signIn(page, 'lender');
  await page.goto('/credit-policy-modules/');
  await expect(
    page.getByRole('heading', { name: 'Credit Policy Modules', level: 1 }),
  ).toBeVisible();

  const moduleName = `Keyboard module ${Date.now()}`;
  await press(page.getByRole('button', { name: 'New Module' }));
  const dialog = page.getByRole('dialog', { name: 'New Module' });
  await dialog.getByRole('textbox', { name: /^Name/ }).focus();
  await page.keyboard.type(moduleName);
  // A lender user's module belongs to its own lender (lender 2).
  await expect(dialog.getByRole('button', { name: /Lender/ })).toHaveText(/Lender 2/);
  await press(dialog.getByRole('button', { name: 'Continue' }));

  await expect(
    page.getByRole('heading', { name: `${moduleName} (unsaved)`, level: 1 }),
  ).toBeVisible();
  await expect(page.getByText('No rules')).toBeVisible();

  await addRule(page, 'Minimum credit score', {
    dataKey: 'experian:credit_score',
    operator: '>=',
    value: '550',
    actionFalse: 'DECLINE',
  });
  // Adding the second rule closes the first one's editor, so one condition group is open.
  await addRule(page, 'Adults only', {
    dataKey: 'application:age',
    operator: '>=',
    value: '18',
    actionFalse: 'DECLINE',
  });

  // The second rule moves above the first from the keyboard.
  await page.getByRole('button', { name: 'Move rule 2, Adults only' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Picked up rule 2, Adults only, at position 2 of 2.')).toBeAttached();
  await page.keyboard.press('ArrowUp');
  // Each key waits for what the list announces, as a screen reader user would.
  await expect(page.getByText('rule 2, Adults only is over position 1 of 2.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Move rule 1, Adults only' })).toBeVisible();

  await page.screenshot({ path: `${screenshotDir}/console-module-create.png`, fullPage: true });
  // Neither rule is a termination rule yet: Save names that failing check before saving.
  await press(page.getByRole('button', { name: 'Save' }));
  const confirm = page.getByRole('alertdialog', { name: 'The checks are failing' });
  await expect(confirm).toContainText('The module has no termination rule');
  await press(confirm.getByRole('button', { name: 'Save anyway' }));
  const heading = page.getByRole('heading', { name: new RegExp(`^${moduleName} \\(\\d+\\)$`) });
  await expect(heading).toBeVisible();
  await expect(page).toHaveURL(/\/credit-policy-modules\/\d+\/$/);

  await page.reload();
  await expect(heading).toBeVisible();
  const rules = page.getByRole('list', { name: 'Rules' });
  await expect(rules.getByText('Adults only')).toBeVisible();
  await expect(rules.getByText('Minimum credit score')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Conditions of rule 1, Adults only' })).toContainText(
    'application:age >= 18 · true: Next condition · false: DECLINE',
  );
  await expect(
    page.getByRole('list', { name: 'Conditions of rule 2, Minimum credit score' }),
  ).toContainText('experian:credit_score >= 550 · true: Next condition · false: DECLINE');
  await page.screenshot({ path: `${screenshotDir}/console-module-detail.png`, fullPage: true });

  // Termination Rules mode: a tick changes a saved module, so it is submitted for approval with a
  // reason (four-eyes, docs/adr/0051) and the module stays as it was until a checker approves.
  const modes = page.getByRole('tablist', { name: 'Module modes' });
  await modes.getByRole('tab', { name: 'Constructor' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(modes.getByRole('tab', { name: 'Termination Rules' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('checkbox', { name: '1. Adults only' }).focus();
  await page.keyboard.press('Space');
  const submit = page.getByRole('dialog', { name: 'Submit for approval' });
  await submit.getByRole('textbox', { name: /Reason/ }).focus();
  await page.keyboard.type('Minors end the run');
  await press(submit.getByRole('button', { name: 'Submit for approval' }));
  await expect(submit).toBeHidden();
  const request = page.getByRole('region', { name: 'Approval request' });
  await expect(request).toContainText('Waiting for approval');
  await expect(request).toContainText('Rule 1 "Adults only" became a termination rule.');
  await page.reload();
  await expect(heading).toBeVisible();
  const savedRules = page.getByRole('list', { name: 'Rules' });
  await expect(savedRules.getByText('Adults only')).toBeVisible();
  await expect(savedRules.getByText('TERMINATION RULE')).toHaveCount(0);
});
