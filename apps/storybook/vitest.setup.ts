import axe from 'axe-core';
import { flushSync } from 'react-dom';
import { configure } from 'storybook/test';
import { afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { commands, page } from 'vitest/browser';
import { themeNames, type ThemeName } from '@backoffice/ui';
import { setThemeUnderTest } from './.storybook/themeUnderTest';
import type { FrameRect } from './baselineFastPath';

declare module 'vitest/browser' {
  interface BrowserCommands {
    emulateForcedColors: (active: boolean) => Promise<void>;
    matchesBaseline: (name: string, box: FrameRect) => Promise<boolean>;
  }
}

// A guard against hangs, not a speed check: with two test suites running beside each other on two
// cores, a focus restored after a dialog closes has taken over a second.
configure({ asyncUtilTimeout: 15_000 });

/**
 * Screenshots must not depend on timing: no animation frame, transition or blinking caret may
 * differ between runs, and a switched theme's colours apply at once. `:not(#stillness)` outranks
 * the themes' own reduced-motion rule (a class and `*`), which leaves 0.01 ms transitions.
 */
const stillnessCss = `
*:not(#stillness), *:not(#stillness)::before, *:not(#stillness)::after {
  animation-duration: 0s !important;
  animation-delay: 0s !important;
  animation-play-state: paused !important;
  transition-duration: 0s !important;
  transition-delay: 0s !important;
  caret-color: transparent !important;
}`;

beforeAll(() => {
  const style = document.createElement('style');
  style.textContent = stillnessCss;
  document.head.appendChild(style);
});

/**
 * react-aria announces into one live region on document.body that outlives every story, and
 * removes an announcement only 7 seconds later. A pending button's announcement points at the
 * button by id, so once its story is gone the next story's axe check would find an unnamed
 * role="img" there, or not, depending on how fast the previous story ran. Each story starts
 * with an empty region.
 */
beforeEach(() => {
  setThemeUnderTest(undefined);
  for (const log of document.querySelectorAll('[data-live-announcer="true"] [aria-live]')) {
    log.replaceChildren();
  }
});

/** Story parameter `visualTest`. */
interface VisualTestParameters {
  /** For a story whose pixels cannot be stable (e.g. it shows the current time). */
  disable?: boolean;
}

interface RunningStory {
  id: string;
  globals: Record<string, unknown>;
  parameters: { visualTest?: VisualTestParameters };
}

/**
 * In the tester frame a style written from a test hook can show up in layout a task later; wait
 * until the frame's minimum height is the one just written before measuring or shooting.
 */
async function setMinHeight(frame: HTMLElement, value: string) {
  frame.style.minHeight = value;
  const deadline = Date.now() + 2000;
  while (getComputedStyle(frame).minHeight !== value && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Shrinks the story's frame (the decorator fills the viewport) to the height its content paints,
 * overlays included, so a baseline holds the component and not a viewport of empty canvas.
 */
async function cropToContent(themeRoot: HTMLElement) {
  const frame = themeRoot.firstElementChild;
  if (!(frame instanceof HTMLElement)) return;
  await setMinHeight(frame, '0px');
  const top = themeRoot.getBoundingClientRect().top;
  let bottom = frame.getBoundingClientRect().bottom;
  for (const element of themeRoot.querySelectorAll('*')) {
    const rect = element.getBoundingClientRect();
    if (rect.width > 0 && rect.height > 0) bottom = Math.max(bottom, rect.bottom);
  }
  await setMinHeight(frame, `${Math.ceil(bottom - top)}px`);
}

/** The test id the screenshot finds the story's theme root by. */
const screenshotSubject = 'screenshot-subject';

/**
 * Crops the story to its content and compares it with the baseline `<folder>/<story id>.png`
 * (named without the extension: with one, Vitest keeps only the file name and drops the folder):
 * first with one capture of its box (ADR 0074), and only when that does not match with Vitest's
 * assertion, which retries until the picture is stable and reports the difference.
 *
 * The root is found by a test id: `page.elementLocator` would name it by its text, and the text of
 * an open combobox list (QuickSearchBox) is one Playwright's own text engine never matches, so each
 * capture waited for an element that never appeared until the 15 s ran out.
 */
async function expectScreenshot(themeRoot: HTMLElement, folder: string, storyId: string) {
  await document.fonts.ready;
  await cropToContent(themeRoot);
  const name = `${folder}/${storyId}`;
  const { x, y, width, height } = themeRoot.getBoundingClientRect();
  if (await commands.matchesBaseline(name, { x, y, width, height })) return;
  themeRoot.dataset.testid = screenshotSubject;
  try {
    await expect(page.getByTestId(screenshotSubject)).toMatchScreenshot(name, {
      screenshotOptions: { animations: 'disabled', caret: 'hide', scale: 'css' },
      // Two identical captures in a row count as stable; on a loaded 2-core runner that can take a while.
      timeout: 15_000,
    });
  } finally {
    delete themeRoot.dataset.testid;
  }
}

/**
 * Axe's rules that read colours, over the page without Storybook's own elements. The story's full
 * axe check ran in its first theme (the a11y addon, `a11y: { test: 'error' }`); switching the theme
 * or forcing colours changes only colours, so only these rules can answer differently.
 */
async function expectNoColourViolations(storyId: string, where: string) {
  const { violations } = await axe.run(
    { include: [document.body], exclude: ['.sb-wrapper', '#storybook-docs'] },
    // Only violations are read: axe then builds no selector for each of the many passing nodes.
    {
      runOnly: { type: 'rule', values: ['color-contrast', 'link-in-text-block'] },
      resultTypes: ['violations'],
    },
  );
  const found = violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(found, `axe violations in ${storyId} ${where}`).toEqual([]);
}

/** The story's theme root: the last one, as an overview story composes others inside its own. */
function themeRootOf(theme: ThemeName, storyId: string): HTMLElement {
  const themeRoots = document.querySelectorAll<HTMLElement>(`body > div > [data-theme="${theme}"]`);
  const themeRoot = themeRoots[themeRoots.length - 1];
  if (!themeRoot) throw new Error(`Story ${storyId} rendered no ThemeProvider root in ${theme}`);
  return themeRoot;
}

/**
 * Re-renders the story's canvas in another theme, then waits two frames, so that what components
 * measure after a change of borders or type (resize observers, overlay positions) has settled.
 */
async function switchTheme(theme: ThemeName) {
  flushSync(() => setThemeUnderTest(theme));
  for (let frame = 0; frame < 2; frame += 1) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

/**
 * The story as its play function left it, in every theme and then under forced colours on the
 * high-contrast theme (ADRs 0045 and 0072): rendering and playing it again would show the same
 * states, so only what the colours change is checked again, with a screenshot of each.
 */
afterEach(async (context) => {
  const story = (context as { story?: RunningStory }).story;
  if (!story || context.task.result?.state === 'fail') return;
  const shoot = !story.parameters.visualTest?.disable;
  const playedIn = String(story.globals.theme) as ThemeName;
  const shownThemes = [playedIn, ...themeNames.filter((name) => name !== playedIn)];
  try {
    for (const theme of shownThemes) {
      if (theme !== playedIn) {
        await switchTheme(theme);
        await expectNoColourViolations(story.id, `in ${theme}`);
      }
      if (shoot) await expectScreenshot(themeRootOf(theme, story.id), theme, story.id);
    }
    // Forced colours lie over the high-contrast theme, usually the one just shown.
    if (shownThemes.at(-1) !== 'highContrast') await switchTheme('highContrast');
    const themeRoot = themeRootOf('highContrast', story.id);
    await commands.emulateForcedColors(true);
    try {
      await expectNoColourViolations(story.id, 'under forced colours');
      if (shoot) await expectScreenshot(themeRoot, 'forcedColors', story.id);
    } finally {
      await commands.emulateForcedColors(false);
    }
  } finally {
    flushSync(() => setThemeUnderTest(undefined));
  }
});
