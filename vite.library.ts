import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * Library build shared by every package under packages/: ESM, dependencies kept external so an
 * outside app dedupes React and react-aria, CSS extracted to dist/styles.css.
 */
export function libraryBuild(packageDir: string, entries: Record<string, string>) {
  const manifest = JSON.parse(readFileSync(resolve(packageDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
  };
  const externals = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies });
  return {
    outDir: 'dist',
    // Vite runs first in each build script, then tsc adds the declarations.
    emptyOutDir: true,
    sourcemap: true,
    cssCodeSplit: false,
    lib: {
      entry: Object.fromEntries(
        Object.entries(entries).map(([name, file]) => [name, resolve(packageDir, file)]),
      ),
      formats: ['es' as const],
      cssFileName: 'styles',
    },
    rollupOptions: {
      external: (id: string) => externals.some((dep) => id === dep || id.startsWith(`${dep}/`)),
    },
  };
}

// No import of 'vite' here: each package types this against its own copy of Vite.

/** Lets Vite read workspace packages from their TypeScript sources instead of dist/. */
export const sourceConditions = ['@backoffice/source'];
