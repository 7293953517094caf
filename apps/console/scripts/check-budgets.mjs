/**
 * The console's size budgets (ARCHITECTURE.md, performance table), checked over the Vite manifest
 * of a build: each journey counts every file the browser fetches for it (the entry, the chunks it
 * preloads, the lazily rendered chunks the journey renders and theirs), gzipped at level 9 like
 * the build's .gz copies. Prints a table, and exits non-zero naming each figure over its budget.
 * 1 KB is 1,000 bytes, as in Vite's report. See docs/adr/0028 and 0046.
 */
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const KB = 1000;

/**
 * What a journey renders, by module as the manifest keys them: the entry, then each lazily loaded
 * module. The sign-in screen is the entry's own; signing in loads the console (App) and it renders
 * the shell and the dashboard (docs/adr/0046).
 */
export const journeys = {
  'sign-in': ['index.html'],
  'sign-in → dashboard': [
    'index.html',
    'src/App.tsx',
    'src/shell/Shell.tsx',
    'src/dashboard/DashboardPage.tsx',
    'src/session/IdleWarning.tsx',
  ],
};

/**
 * The targets of ARCHITECTURE.md, and the ceilings `verify` holds the build to. A ceiling above its
 * target is a figure the console does not meet yet (docs/adr/0028 and 0046 say why): it stops the figure
 * growing, and comes down to the target as the code allows.
 */
export const budgets = {
  /** Script of the sign-in screen. */
  signIn: { target: 100 * KB, ceiling: 115 * KB },
  /** Script of the sign-in screen and then the dashboard. */
  signInToDashboard: { target: 200 * KB, ceiling: 277 * KB },
  /** Any one script file loaded later than the sign-in screen. */
  chunk: { target: 60 * KB, ceiling: 60 * KB },
  /** Every stylesheet of the console together. */
  css: { target: 30 * KB, ceiling: 30 * KB },
};

/**
 * Libraries the specification has load only where used, larger than a chunk's budget, each in a
 * chunk of its own (vite.config.ts names it) with a budget of its own.
 */
export const lazyLibraries = {
  editor: { what: 'template editor (TipTap, ProseMirror)', budget: { ceiling: 140 * KB } },
};

/**
 * The manifest's chunk of `key`. Rollup merges small chunks into others (vite.config.ts), lazily
 * loaded modules among them, and the manifest then keys the chunk by its file's hash: such a
 * module is found through `chunkFileOf`, the build's record of the chunk holding each module
 * (chunkModules.ts).
 */
function chunkOf(manifest, key, chunkFileOf) {
  if (manifest[key]) return manifest[key];
  const file = chunkFileOf[key];
  return file === undefined
    ? undefined
    : Object.values(manifest).find((chunk) => chunk.file === file);
}

/**
 * The one stylesheet a build without CSS code splitting writes (vite.config.ts), which index.html
 * links: the manifest keys it by this name and no chunk lists it.
 */
const PAGE_STYLESHEET_KEY = 'style.css';

/** Stylesheets of `chunk`: its own, and the page's one stylesheet for the entry. */
function stylesOf(manifest, chunk) {
  const pageStylesheet = chunk.isEntry ? manifest[PAGE_STYLESHEET_KEY]?.file : undefined;
  return [...(chunk.css ?? []), ...(pageStylesheet ? [pageStylesheet] : [])];
}

/** The script and style files loaded for `keys`, following static imports as the browser does. */
export function filesLoadedBy(manifest, keys, chunkFileOf = {}) {
  const scripts = new Set();
  const styles = new Set();
  const visit = (key) => {
    const chunk = chunkOf(manifest, key, chunkFileOf);
    if (!chunk) throw new Error(`The manifest has no ${key}: has it moved or stopped being lazy?`);
    if (scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of stylesOf(manifest, chunk)) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return { scripts, styles };
}

const sum = (files, sizeOf) => [...files].reduce((total, file) => total + sizeOf(file), 0);

/**
 * Every budget's figure and limit; `sizeOf` gives a file's gzipped size, `chunkFileOf` the file of
 * the chunk holding a module (chunkModules.ts).
 */
export function measureBudgets(manifest, sizeOf, chunkFileOf = {}) {
  const loaded = Object.fromEntries(
    Object.entries(journeys).map(([name, keys]) => [
      name,
      filesLoadedBy(manifest, keys, chunkFileOf),
    ]),
  );
  const rows = [
    {
      what: 'sign-in script',
      figure: sum(loaded['sign-in'].scripts, sizeOf),
      ...budgets.signIn,
    },
    {
      what: 'sign-in → dashboard script',
      figure: sum(loaded['sign-in → dashboard'].scripts, sizeOf),
      ...budgets.signInToDashboard,
    },
  ];
  for (const chunk of Object.values(manifest)) {
    if (!chunk.file.endsWith('.js') || loaded['sign-in'].scripts.has(chunk.file)) continue;
    const library = lazyLibraries[chunk.name];
    rows.push(
      library
        ? { what: `${library.what}: ${chunk.file}`, figure: sizeOf(chunk.file), ...library.budget }
        : {
            what: `chunk ${chunk.file}`,
            figure: sizeOf(chunk.file),
            ...budgets.chunk,
            isChunk: true,
          },
    );
  }
  const styles = new Set(Object.values(manifest).flatMap((chunk) => stylesOf(manifest, chunk)));
  rows.push({ what: 'all stylesheets', figure: sum(styles, sizeOf), ...budgets.css });
  rows.push({
    what: '(of which sign-in → dashboard)',
    figure: sum(loaded['sign-in → dashboard'].styles, sizeOf),
  });
  return rows;
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/** The table to print: every row but the chunks, then the largest chunks and any over budget. */
export function report(rows, largestChunks = 5) {
  const chunks = rows.filter((row) => row.isChunk).sort((a, b) => b.figure - a.figure);
  const shown = [
    ...rows.filter((row) => !row.isChunk),
    ...chunks.filter((row, index) => index < largestChunks || row.figure > row.ceiling),
  ];
  const width = Math.max(...shown.map((row) => row.what.length));
  const lines = shown.map((row) => {
    const limits = [
      row.ceiling === undefined ? '' : ` ceiling ${kb(row.ceiling)}`,
      row.target === undefined || row.target === row.ceiling ? '' : `, target ${kb(row.target)}`,
    ].join('');
    const verdict =
      row.ceiling === undefined
        ? ''
        : row.figure > row.ceiling
          ? '  OVER BUDGET'
          : row.target !== undefined && row.figure > row.target
            ? '  held, target not met'
            : '  ok';
    return `${row.what.padEnd(width)}  ${kb(row.figure).padStart(9)}${limits}${verdict}`;
  });
  lines.push(`(${chunks.length} later chunks in all; gzip level 9)`);
  return lines.join('\n');
}

/** A sentence for each figure over its ceiling. */
export function overruns(rows) {
  return rows
    .filter((row) => row.ceiling !== undefined && row.figure > row.ceiling)
    .map((row) => `${row.what} is ${kb(row.figure)} gzipped, over its ${kb(row.ceiling)} budget`);
}

async function main() {
  const dist = resolve(dirname(fileURLToPath(import.meta.url)), '../dist');
  const readJson = async (file) => JSON.parse(await readFile(join(dist, file), 'utf8'));
  const manifest = await readJson('.vite/manifest.json');
  const chunkFileOf = await readJson('.vite/chunk-modules.json');
  const files = [
    ...new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])])),
  ];
  const contents = new Map(
    await Promise.all(files.map(async (file) => [file, await readFile(join(dist, file))])),
  );
  const sizes = new Map(
    [...contents].map(([file, content]) => [file, gzipSync(content, { level: 9 }).length]),
  );
  const rows = measureBudgets(manifest, (file) => sizes.get(file), chunkFileOf);
  console.log(report(rows));
  const failures = overruns(rows);
  if (failures.length > 0) {
    console.error(`\n${failures.join('\n')}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
