import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defaultServerConditions } from 'vite';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import type { BrowserCommand } from 'vitest/node';
import type { Reporter } from 'vitest/reporters';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { matchesBaseline, type ScreenshotTolerance } from './baselineFastPath';

const configDir = fileURLToPath(new URL('./.storybook', import.meta.url));
const baselineDir = fileURLToPath(new URL('./__screenshots__', import.meta.url));
/** The baseline folders: one per theme (vitest.setup.ts shoots each story in all), and forced colours. */
const baselineFolders = ['light', 'dark', 'highContrast', 'forcedColors'];

const dependencyCacheRoot = fileURLToPath(
  new URL('./node_modules/.cache/sb-vitest-deps', import.meta.url),
);

/**
 * The stories in two halves of about equal running time, one project each, so that two browsers
 * share the two cores: each half names the story files it leaves to the other.
 */
const storyHalves = {
  'storybook-domain-a-m': [
    '../../packages/domain/src/widgets/[N-Z]*/**',
    '../../packages/ui/**',
    '../../packages/editor/**',
  ],
  'storybook-rest': ['../../packages/domain/src/widgets/[A-M]*/**'],
};

/**
 * A per-pixel colour tolerance absorbs anti-aliasing noise; any change a person could see (a
 * token, a border, a moved label) differs in far more than 0.1% of the pixels.
 */
const screenshotTolerance: ScreenshotTolerance = {
  threshold: 0.02,
  allowedMismatchedPixelRatio: 0.001,
};

/** Every baseline a screenshot assertion of this run compared against or wrote. */
const baselinesInUse = new Set<string>();

/**
 * vitest.setup.ts names each screenshot after its folder: `dark/<story id>`. Each part of the name
 * is cleaned as Vitest's screenshot assertion cleans it (a story id's `--` becomes `-`), so the
 * fast path in baselineFastPath.ts and the assertion name the same file.
 */
function baselinePathOf(name: string) {
  const fileName = name
    .split('/')
    .map((part) =>
      part
        .replace(/\s+/g, '-')
        .replace(/[^\w-]+/g, '')
        .replace(/-{2,}/g, '-'),
    )
    .join('/');
  const path = join(baselineDir, `${fileName}.png`);
  baselinesInUse.add(path);
  return path;
}

/**
 * With PRUNE_BASELINES set (the update script), a complete run deletes the baselines no story
 * used, so renamed, removed or opted-out stories leave nothing behind.
 */
const pruneUnusedBaselines: Reporter = {
  onTestRunEnd(_modules, _errors, reason) {
    if (!process.env.PRUNE_BASELINES || reason === 'interrupted') return;
    for (const folder of baselineFolders) {
      const dir = join(baselineDir, folder);
      if (!existsSync(dir)) continue;
      for (const file of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, file.name);
        if (file.isFile() && !baselinesInUse.has(path)) rmSync(path);
      }
    }
  },
};

/**
 * Playwright cannot download its own browsers here, so every run uses the distribution's Chromium;
 * the screenshot flags keep text and colours identical from run to run.
 */
const browserProvider = playwright({
  launchOptions: chromiumLaunchOptions([
    '--font-render-hinting=none',
    '--force-color-profile=srgb',
    '--hide-scrollbars',
  ]),
  // Larger than the 1200 × 900 story viewport so the tester frame is never scaled down.
  contextOptions: {
    reducedMotion: 'reduce',
    deviceScaleFactor: 1,
    viewport: { width: 1400, height: 1100 },
  },
});

/** Switches the page, and so the tester frame in it, in and out of Chromium's forced colours. */
const emulateForcedColors: BrowserCommand<[active: boolean]> = async ({ page }, active) => {
  await page.emulateMedia({ forcedColors: active ? 'active' : 'none' });
};

/**
 * Each story renders and runs its play function once, then vitest.setup.ts checks that render in
 * every theme and under forced colours (docs/adr/0072-every-theme-on-one-render.md).
 */
const storybookProject = (name: keyof typeof storyHalves): TestProjectInlineConfiguration => ({
  extends: true,
  plugins: [
    storybookTest({ configDir, initialGlobals: { theme: 'light' } }),
    {
      // The Storybook plugin gives every project of one config directory the same dependency
      // cache. The projects run side by side, so on a cold cache both optimised into it at once,
      // and stories of one could load a second copy of storybook/test whose spies the runner
      // never reset between stories. One cache per project keeps them apart.
      name: 'dependency-cache-per-project',
      enforce: 'post',
      config: () => ({ cacheDir: join(dependencyCacheRoot, name) }),
    },
  ],
  test: {
    name,
    exclude: [...configDefaults.exclude, ...storyHalves[name]],
    setupFiles: ['./vitest.setup.ts'],
    // All story files of a project share one frame instead of loading a fresh one each:
    // vitest.setup.ts resets what a story could leave behind, and a story must not depend on what
    // ran before it.
    isolate: false,
    // A guard against hangs, not a speed check: a story that types takes several times longer
    // on a loaded two-core machine than on a quiet one (the jsdom suites allow 90 s too).
    testTimeout: 90_000,
    // The screenshot hook shoots four times (three themes, then forced colours).
    hookTimeout: 180_000,
    browser: {
      enabled: true,
      headless: true,
      provider: browserProvider,
      instances: [{ browser: 'chromium' }],
      screenshotFailures: false,
      commands: {
        emulateForcedColors,
        matchesBaseline: matchesBaseline(baselinePathOf, screenshotTolerance),
      },
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          comparatorOptions: screenshotTolerance,
          resolveScreenshotPath: ({ arg }) => baselinePathOf(arg),
          resolveDiffPath: ({ root, arg, ext }) => `${root}/.vitest-attachments/${arg}${ext}`,
        },
      },
    },
  },
});

export default defineConfig({
  // vanilla-extract compiles *.css.ts with this file's config in Vite's SSR environment; with the
  // source condition there, the domain's styles bind to the same theme contract as the stories'
  // ThemeProvider instead of to a copy read from @backoffice/ui's dist/.
  environments: {
    ssr: { resolve: { conditions: ['@backoffice/source', ...defaultServerConditions] } },
  },
  test: {
    reporters: ['default', pruneUnusedBaselines],
    projects: [storybookProject('storybook-domain-a-m'), storybookProject('storybook-rest')],
  },
});
