#!/usr/bin/env node
/**
 * Publishability test: packs the package in the current directory exactly as `pnpm publish` would,
 * installs the tarball with npm into a throwaway app outside the workspace (so the
 * `@backoffice/source` condition and workspace links cannot help), and checks what an outside
 * consumer meets:
 *   1. publint finds no packaging error or warning in the installed package;
 *   2. every `exports` entry resolves: its types with TypeScript (bundler resolution) and its
 *      JavaScript with Node;
 *   3. a package-specific smoke test (smoke/<package>.mjs), e.g. rendering a Button;
 *   4. `changeset version` on a throwaway copy of what it reads (the workspace manifests and
 *      .changeset/) succeeds and, when changesets are pending for the package, writes its
 *      CHANGELOG.md with the new version, so a release cannot be the first run of the tool.
 *
 * Run it after `build`: `pnpm --filter @backoffice/ui test:pack`. `--keep` leaves the app behind.
 */
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const workspaceRoot = resolve(here, '../..');
const packageDir = process.cwd();
const keep = process.argv.includes('--keep');
const manifest = readManifest(packageDir);

/** What the consumer app installs beside the tarball; versions follow the workspace's. */
const consumerDependencies = [
  'react@^19.2.0',
  'react-dom@^19.2.0',
  'typescript@~5.9.3',
  '@types/react@^19.2.0',
  '@types/react-dom@^19.2.0',
  'publint@^0.3.25',
];

function run(command, args, cwd) {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function step(message) {
  console.log(`[pack-test] ${message}`);
}

function readManifest(dir) {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
}

/** Directories of the @backoffice packages this one needs at run time, transitively. */
function workspaceDependencyDirs(root, seen = new Set()) {
  const dirs = [];
  for (const name of Object.keys({ ...root.dependencies, ...root.peerDependencies })) {
    if (!name.startsWith('@backoffice/') || seen.has(name)) continue;
    seen.add(name);
    const dir = join(workspaceRoot, 'packages', name.slice('@backoffice/'.length));
    dirs.push(dir, ...workspaceDependencyDirs(readManifest(dir), seen));
  }
  return dirs;
}

/** The package's own peers (optional ones too: every entry is type-checked), beyond React. */
function peerDependenciesOf(root) {
  const provided = new Set(
    consumerDependencies.map((spec) => spec.slice(0, spec.lastIndexOf('@'))),
  );
  return Object.entries(root.peerDependencies ?? {})
    .filter(([name]) => !name.startsWith('@backoffice/') && !provided.has(name))
    .map(([name, range]) => `${name}@${range}`);
}

/**
 * Runs `changeset version` on a throwaway copy of the workspace's manifests and changesets and
 * checks the package's CHANGELOG.md: present with the new version when changesets are pending.
 */
function checkChangesetVersion() {
  const copy = mkdtempSync(join(tmpdir(), 'backoffice-changeset-version-'));
  try {
    for (const file of ['package.json', 'pnpm-workspace.yaml']) {
      cpSync(join(workspaceRoot, file), join(copy, file));
    }
    cpSync(join(workspaceRoot, '.changeset'), join(copy, '.changeset'), { recursive: true });
    for (const group of ['packages', 'apps']) {
      for (const name of readdirSync(join(workspaceRoot, group))) {
        const source = join(workspaceRoot, group, name, 'package.json');
        if (!existsSync(source)) continue;
        mkdirSync(join(copy, group, name), { recursive: true });
        cpSync(source, join(copy, group, name, 'package.json'));
      }
    }
    // The changelog generator named in .changeset/config.json resolves from the copy.
    symlinkSync(join(workspaceRoot, 'node_modules'), join(copy, 'node_modules'), 'dir');
    run(
      process.execPath,
      [join(workspaceRoot, 'node_modules/@changesets/cli/bin.js'), 'version'],
      copy,
    );
    const copiedDir = join(copy, packageDir.slice(workspaceRoot.length + 1));
    const { version } = readManifest(copiedDir);
    if (version === manifest.version) {
      console.log(`  no changeset pending for ${manifest.name}: stays ${version}`);
      return;
    }
    const changelog = join(copiedDir, 'CHANGELOG.md');
    if (!existsSync(changelog)) {
      throw new Error(
        `changeset version bumped ${manifest.name} to ${version} without a CHANGELOG.md`,
      );
    }
    if (!readFileSync(changelog, 'utf8').includes(`## ${version}`)) {
      throw new Error(`${manifest.name}'s CHANGELOG.md has no section for ${version}`);
    }
    console.log(`  ${manifest.version} -> ${version}, CHANGELOG.md written`);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

const appDir = mkdtempSync(join(tmpdir(), 'backoffice-pack-test-'));
if (appDir.startsWith(workspaceRoot))
  throw new Error('the throwaway app must live outside the workspace');

try {
  // Workspace dependencies are not on the registry yet: they are packed and installed beside it.
  const tarballs = [];
  for (const dir of [packageDir, ...workspaceDependencyDirs(manifest)]) {
    const { name, version } = readManifest(dir);
    if (!existsSync(join(dir, 'dist'))) throw new Error(`${name} has no dist/: build it first`);
    step(`packing ${name}@${version}`);
    const before = new Set(readdirSync(appDir));
    run('npx', ['--yes', 'pnpm@10.34.8', 'pack', '--pack-destination', appDir], dir);
    const tarball = readdirSync(appDir).find((file) => file.endsWith('.tgz') && !before.has(file));
    if (!tarball) throw new Error(`pnpm pack produced no tarball for ${name}`);
    tarballs.push(`./${tarball}`);
  }

  step(`installing ${tarballs.join(', ')} into ${appDir}`);
  writeFileSync(
    join(appDir, 'package.json'),
    JSON.stringify({ name: 'pack-test-consumer', private: true, type: 'module' }, null, 2),
  );
  run(
    'npm',
    [
      'install',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      ...tarballs,
      ...consumerDependencies,
      ...peerDependenciesOf(manifest),
    ],
    appDir,
  );
  const installedDir = join(appDir, 'node_modules', ...manifest.name.split('/'));

  step('publint on the installed package');
  const publintOutput = run(
    process.execPath,
    [join(appDir, 'node_modules/publint/src/cli.js'), installedDir, '--strict', '--pack', 'false'],
    appDir,
  );
  console.log(publintOutput.trim().replace(/^/gm, '  '));

  const entries = Object.entries(manifest.exports ?? {}).filter(
    ([subpath]) => subpath !== './package.json',
  );
  const specifier = (subpath) =>
    subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`;

  step('TypeScript resolves the types of every typed export');
  const typed = entries.filter(([, target]) => typeof target === 'object' && target.types);
  writeFileSync(
    join(appDir, 'consumer.ts'),
    typed
      .map(
        ([subpath], index) =>
          `import * as entry${index} from '${specifier(subpath)}';\nexport const names${index} = Object.keys(entry${index});\n`,
      )
      .join(''),
  );
  // Some dependencies' declarations (@dnd-kit) still name the global JSX namespace, which
  // @types/react 19 no longer declares; an app on React 19 maps it to React's, as this does.
  writeFileSync(
    join(appDir, 'react-global-jsx.d.ts'),
    `import type { JSX as ReactJSX } from 'react';\ndeclare global {\n  namespace JSX {\n    type Element = ReactJSX.Element;\n    type IntrinsicElements = ReactJSX.IntrinsicElements;\n  }\n}\n`,
  );
  writeFileSync(
    join(appDir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        types: [],
      },
      include: ['*.ts', '*.tsx'],
    }),
  );

  const smokeFile = join(here, 'smoke', `${manifest.name.split('/').pop()}.mjs`);
  const smoke = existsSync(smokeFile) ? await import(pathToFileURL(smokeFile).href) : undefined;
  if (smoke?.typeCheckSource) writeFileSync(join(appDir, 'smoke-types.tsx'), smoke.typeCheckSource);
  run(process.execPath, [join(appDir, 'node_modules/typescript/bin/tsc'), '-p', appDir], appDir);
  console.log(
    `  ${typed.length} typed export(s) and ${smoke?.typeCheckSource ? 'the smoke types' : 'no smoke types'} check`,
  );

  step('Node imports every JavaScript export; other exports resolve to files');
  writeFileSync(
    join(appDir, 'imports.mjs'),
    `import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
for (const [spec, isModule] of ${JSON.stringify(entries.map(([subpath, target]) => [specifier(subpath), typeof target === 'object' && Boolean(target.import)]))}) {
  const file = fileURLToPath(import.meta.resolve(spec));
  if (!existsSync(file)) throw new Error(spec + ' resolves to missing ' + file);
  if (isModule) await import(spec);
  console.log('  ok ' + spec);
}
`,
  );
  console.log(run(process.execPath, ['imports.mjs'], appDir).trimEnd());

  if (smoke) {
    step(`smoke test ${smokeFile.slice(workspaceRoot.length + 1)}`);
    writeFileSync(join(appDir, 'smoke.mjs'), smoke.runtimeSource);
    console.log(run(process.execPath, ['smoke.mjs'], appDir).trimEnd());
  }
  step('changeset version on a throwaway copy of the workspace');
  checkChangesetVersion();
  step(`${manifest.name} is installable and usable outside the workspace`);
} catch (error) {
  const output = [error.stdout, error.stderr].filter(Boolean).join('\n');
  console.error(`[pack-test] FAILED: ${error.message.split('\n')[0]}`);
  if (output) console.error(output);
  process.exitCode = 1;
} finally {
  if (keep) step(`kept ${appDir}`);
  else rmSync(appDir, { recursive: true, force: true });
}
