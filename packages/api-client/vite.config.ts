import { defineConfig } from 'vite';
import { libraryBuild, sourceConditions } from '../../vite.library';

export default defineConfig({
  resolve: { conditions: sourceConditions },
  build: libraryBuild(import.meta.dirname, {
    index: 'src/index.ts',
    mocks: 'src/mocks/index.ts',
    // Type-only (the contract's generated types): an empty module, so that Node resolves it.
    schema: 'src/generated/schema.ts',
  }),
});
