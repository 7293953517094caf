import { defineConfig } from 'vite';
import { libraryBuild, sourceConditions } from '../../vite.library';

export default defineConfig({
  resolve: { conditions: sourceConditions },
  environments: { ssr: { resolve: { conditions: sourceConditions } } },
  build: libraryBuild(import.meta.dirname, { index: 'src/index.ts' }),
});
