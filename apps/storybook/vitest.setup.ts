import { configure } from 'storybook/test';
import { afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { page } from 'vitest/browser';

// A guard against hangs, not a speed check: with two test suites running beside each other on two
// cores, a focus restored after a dialog closes has taken over a second.
configure({ asyncUtilTimeout: 15_000 });

/**
 * Screenshots must not depend on timing: no animation frame, transition or blinking caret may
 * differ between runs.
 */
const stillnessCss = `
*, *::before, *::after {
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

afterEach(async (context) => {
  const story = (context as { story?: RunningStory }).story;
  if (!story || context.task.result?.state === 'fail') return;
  if (story.parameters.visualTest?.disable) return;

  const theme = String(story.globals.theme);
  const themeRoots = document.querySelectorAll<HTMLElement>(`body > div > [data-theme="${theme}"]`);
  const themeRoot = themeRoots[themeRoots.length - 1];
  if (!themeRoot) throw new Error(`Story ${story.id} rendered no ThemeProvider root`);

  await document.fonts.ready;
  await cropToContent(themeRoot);
  await expect(page.elementLocator(themeRoot)).toMatchScreenshot(`${story.id}.png`, {
    screenshotOptions: { animations: 'disabled', caret: 'hide', scale: 'css' },
    // Two identical captures in a row count as stable; on a loaded 2-core runner that can take a while.
    timeout: 15_000,
  });
});
