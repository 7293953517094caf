import { relative, sep } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Writes `.vite/chunk-modules.json` beside Vite's manifest: each module of the build (keyed as the
 * manifest keys modules, relative to the app) and the file of the chunk that holds it.
 * Rollup merges small chunks into others (vite.config.ts), lazily loaded modules among them, and
 * the manifest then keys such a chunk by its hash: scripts/check-budgets.mjs finds a journey's
 * modules here.
 */
export function recordChunkModules(): Plugin {
  let root = '';
  return {
    name: 'backoffice-chunk-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunkOfModule: Record<string, string> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of output.moduleIds) {
          const key = relative(root, id).split(sep).join('/');
          if (!key.includes('\0')) chunkOfModule[key] = output.fileName;
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: JSON.stringify(chunkOfModule, null, 2),
      });
    },
  };
}
