import { describe, expect, it } from 'vitest';
import { budgets, filesLoadedBy, KB, measureBudgets, overruns } from './check-budgets.mjs';

/**
 * A build as its manifest describes it: the sign-in entry, the console loaded after sign-in (a
 * chunk Rollup merged with others, so keyed by its hash), the lazily rendered shell and dashboard.
 */
const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    css: ['assets/index.css'],
    dynamicImports: ['_App-h4sh.js'],
  },
  '_react.js': { file: 'assets/react.js', name: 'react' },
  '_App-h4sh.js': {
    file: 'assets/App.js',
    name: 'App',
    isDynamicEntry: true,
    imports: ['index.html', '_react.js'],
    dynamicImports: ['src/shell/Shell.tsx', 'src/dashboard/DashboardPage.tsx'],
  },
  'src/shell/Shell.tsx': {
    file: 'assets/Shell.js',
    isDynamicEntry: true,
    imports: ['_Dialog.js', '_react.js', '_App-h4sh.js'],
    css: ['assets/Shell.css'],
  },
  'src/dashboard/DashboardPage.tsx': {
    file: 'assets/DashboardPage.js',
    isDynamicEntry: true,
    imports: ['_Dialog.js'],
  },
  'src/session/IdleWarning.tsx': {
    file: 'assets/IdleWarning.js',
    isDynamicEntry: true,
    imports: ['_Dialog.js'],
  },
  '_Dialog.js': { file: 'assets/Dialog.js', name: 'Dialog' },
  'src/documents/DocumentsPage.tsx': {
    file: 'assets/DocumentsPage.js',
    isDynamicEntry: true,
    imports: ['_editor.js'],
  },
  '_editor.js': { file: 'assets/editor.js', name: 'editor' },
};

/** The build's record of the chunk holding each module (chunkModules.ts), for the merged one. */
const chunkFileOf = {
  'src/App.tsx': 'assets/App.js',
  'src/pages/PasswordSetPage.tsx': 'assets/App.js',
};

/** Sizes that fit every budget; a test overrides one. */
const fitting = {
  'assets/index.js': 40 * KB,
  'assets/react.js': 70 * KB,
  'assets/App.js': 50 * KB,
  'assets/Shell.js': 10 * KB,
  'assets/DashboardPage.js': 5 * KB,
  'assets/IdleWarning.js': 1 * KB,
  'assets/Dialog.js': 20 * KB,
  'assets/DocumentsPage.js': 5 * KB,
  'assets/editor.js': 100 * KB,
  'assets/index.css': 10 * KB,
  'assets/Shell.css': 2 * KB,
};

const overrunsWith = (sizes) =>
  overruns(measureBudgets(manifest, (file) => ({ ...fitting, ...sizes })[file], chunkFileOf));

describe('filesLoadedBy', () => {
  it('follows static imports once each, with their stylesheets', () => {
    const { scripts, styles } = filesLoadedBy(manifest, ['index.html', 'src/shell/Shell.tsx']);
    expect([...scripts]).toEqual([
      'assets/index.js',
      'assets/react.js',
      'assets/Shell.js',
      'assets/Dialog.js',
      'assets/App.js',
    ]);
    expect([...styles]).toEqual(['assets/index.css', 'assets/Shell.css']);
  });

  it("gives the entry the page's one stylesheet when the build writes only one", () => {
    const oneStylesheet = {
      ...Object.fromEntries(
        Object.entries(manifest).map(([key, chunk]) => [key, { ...chunk, css: undefined }]),
      ),
      'style.css': { file: 'assets/style.css', src: 'style.css' },
    };
    expect([...filesLoadedBy(oneStylesheet, ['index.html']).styles]).toEqual(['assets/style.css']);
    const rows = measureBudgets(
      oneStylesheet,
      (file) => ({ ...fitting, 'assets/style.css': 31 * KB })[file],
      chunkFileOf,
    );
    expect(overruns(rows)).toEqual(['all stylesheets is 31.0 KB gzipped, over its 30.0 KB budget']);
  });

  it("finds a lazily loaded module's chunk through the build's record when the manifest keys it by hash", () => {
    const { scripts } = filesLoadedBy(manifest, ['index.html', 'src/App.tsx'], chunkFileOf);
    expect([...scripts]).toEqual(['assets/index.js', 'assets/react.js', 'assets/App.js']);
    expect(() => filesLoadedBy(manifest, ['src/App.tsx'])).toThrow(/src\/App.tsx/);
  });

  it('fails when a journey names a module the build no longer has as a chunk', () => {
    expect(() => filesLoadedBy(manifest, ['src/shell/Gone.tsx'])).toThrow(/src\/shell\/Gone.tsx/);
  });
});

describe('the budgets', () => {
  it('pass a build within them', () => {
    expect(overrunsWith({})).toEqual([]);
  });

  it('fail on a sign-in screen over its ceiling, with the figure', () => {
    const entry = budgets.signIn.ceiling - fitting['assets/react.js'] + 1_500;
    expect(overrunsWith({ 'assets/index.js': entry })).toContainEqual(
      `sign-in script is ${((budgets.signIn.ceiling + 1_500) / KB).toFixed(1)} KB gzipped, over its ${(budgets.signIn.ceiling / KB).toFixed(1)} KB budget`,
    );
  });

  it('count what the dashboard adds to the sign-in screen', () => {
    const later = {
      'assets/Shell.js': 59 * KB,
      'assets/DashboardPage.js': 59 * KB,
      'assets/Dialog.js': 59 * KB,
      'assets/IdleWarning.js': 30 * KB,
    };
    const total = 40 + 70 + 50 + 59 + 59 + 59 + 30;
    expect(total * KB).toBeGreaterThan(budgets.signInToDashboard.ceiling);
    expect(overrunsWith(later)).toEqual([
      `sign-in → dashboard script is ${total.toFixed(1)} KB gzipped, over its ${(budgets.signInToDashboard.ceiling / KB).toFixed(1)} KB budget`,
    ]);
  });

  it('fail on any later chunk over 60 KB', () => {
    expect(overrunsWith({ 'assets/DocumentsPage.js': 61 * KB })).toEqual([
      'chunk assets/DocumentsPage.js is 61.0 KB gzipped, over its 60.0 KB budget',
    ]);
  });

  it('hold the editor to its own budget', () => {
    expect(overrunsWith({ 'assets/editor.js': 141 * KB })).toEqual([
      'template editor (TipTap, ProseMirror): assets/editor.js is 141.0 KB gzipped, over its 140.0 KB budget',
    ]);
  });

  it('fail on stylesheets over 30 KB together', () => {
    expect(overrunsWith({ 'assets/index.css': 29 * KB })).toEqual([
      'all stylesheets is 31.0 KB gzipped, over its 30.0 KB budget',
    ]);
  });
});
