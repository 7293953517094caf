import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe over the page as it is now (with every rule it runs by default, as the Storybook
 * check does) and fails the test on any violation, naming the rule and the elements. With a modal open,
 * the page behind it is hidden, so the check covers the dialog.
 */
export async function expectNoAxeViolations(page: Page, what: string) {
  // A dialog fading in has text of too little contrast for a moment: check what stays.
  await expect
    .poll(() =>
      page.evaluate(() =>
        document
          .getAnimations()
          .some(
            (animation) =>
              animation.playState === 'running' &&
              animation.effect?.getTiming().iterations !== Infinity,
          ),
      ),
    )
    .toBe(false);
  const violationsNow = async () => {
    const { violations } = await new AxeBuilder({ page })
      // react-aria's live announcer keeps each announcement for 7 s after it is spoken; one naming
      // a pending button by reference (Sign In) is left nameless once the button has gone. It is
      // the spoken record, not content anyone navigates.
      .exclude('[data-live-announcer="true"]')
      // Axe's default run opens a blank page to merge each frame's results: with the fixture's
      // watchers and init script on every new page, the merchant list's check took 14.8 s that
      // way and 4.5 s in the page (ADR 0076). The console has no cross-origin frame, the one
      // thing only that mode can check. Only the violations are read, so axe keeps no others.
      .setLegacyMode(true)
      .options({ resultTypes: ['violations'] })
      .analyze();
    return violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes
          .map((node) => node.target.join(' '))
          .join(', ')})`,
    );
  };
  // Checked until the page is clean or the time runs out: a page that has just rendered its
  // answer may still swap a part (a spinner for its content) while axe reads it; a violation that
  // stays is reported. Soft, so that one run names the violations of every page it opens. One
  // axe pass over a long list took more than the 30 s expect timeout in CI, with Storybook's
  // browsers on the same two cores: the wait is for a result, so it is sized for a busy machine.
  await expect.soft
    .poll(violationsNow, { message: `axe violations on ${what}`, timeout: 120_000 })
    .toEqual([]);
}
