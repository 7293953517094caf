/**
 * Compiles the server for `npm start`: src/main.ts and what it imports from this package bundled
 * into dist/main.js, every package (the workspace's included) left to Node to import, so that
 * `@backoffice/*` resolve to their built dist without the `@backoffice/source` condition. The SQL
 * migrations are copied beside it, where src/db/migrate.ts looks for them (import.meta.dirname).
 */
import { cp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';

const root = join(import.meta.dirname, '..');
const outdir = join(root, 'dist');

await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: [join(root, 'src/main.ts')],
  outfile: join(outdir, 'main.js'),
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  logLevel: 'warning',
});
await cp(join(root, 'src/db/migrations'), join(outdir, 'migrations'), { recursive: true });
