import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/**
 * Files that never ship in a production bundle: tests and their helpers, stories and the story
 * data beside them, the msw mocks themselves, benchmarks, end-to-end suites and Storybook.
 * Only these may reach for mocks.
 */
const testAndStoryFiles = [
  '**/*.test.{ts,tsx}',
  '**/*.stories.tsx',
  '**/*StoryData.ts',
  '**/src/test/**',
  '**/e2e/**',
  '**/bench/**',
  '**/vitest.*.ts',
  '**/playwright.config.ts',
  'packages/api-client/src/mocks/**',
  'apps/storybook/**',
];

const crossPackageRelative = {
  group: ['../../../packages/*', '../../packages/*', '**/packages/*/src/*'],
  message: 'Import another package by its name, never by a relative path.',
};
const mocks = {
  group: ['@backoffice/api-client/mocks', 'msw', 'msw/*', '**/*StoryData'],
  message:
    'Production code never imports mocks: msw handlers, factories and story data belong to tests and stories.',
};
const anythingOfOurs = {
  group: ['@backoffice/*'],
  message: 'packages/ui is the base of the design system: it imports nothing of ours.',
};
const reactInModel = {
  group: [
    'react',
    'react/*',
    'react-dom',
    'react-dom/*',
    'react-aria',
    'react-aria-components',
    '@react-aria/*',
    '@react-stately/*',
    '@backoffice/ui',
    '@backoffice/ui/*',
    '**/*.tsx',
    '**/widgets',
    '**/widgets/*',
  ],
  message:
    'domain/src/model holds pure rules that the server runs too: no React, no widgets, no design system.',
};
const apiClientRuntime = {
  // A regex: a gitignore-style group would take in the /mocks entry too.
  regex: '^@backoffice/api-client(/schema)?$',
  allowTypeImports: true,
  message:
    'Domain widgets take data and callbacks: import the api-client for its types only (`import type`); the page calls the hooks.',
};

/**
 * One no-restricted-imports setting per kind of file. ESLint replaces a rule's options rather
 * than merging them, so each setting lists every pattern that applies to its files.
 */
function restrictImports(files, patterns) {
  return {
    files,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [crossPackageRelative, ...patterns] },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/storybook-static/**',
      '**/node_modules/**',
      '**/src/generated/**',
      '**/.data/**',
      '**/coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // `import { type X }` still loads X's module under verbatimModuleSyntax.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      'no-restricted-imports': 'off',
    },
  },
  restrictImports(['**/*.{ts,tsx}'], [mocks]),
  restrictImports(['packages/ui/**/*.{ts,tsx}'], [anythingOfOurs, mocks]),
  restrictImports(['packages/domain/src/model/**/*.{ts,tsx}'], [reactInModel, mocks]),
  restrictImports(['packages/domain/src/widgets/**/*.{ts,tsx}'], [apiClientRuntime, mocks]),
  restrictImports(testAndStoryFiles, []),
  restrictImports(['packages/ui/**/*.test.tsx', 'packages/ui/**/*.stories.tsx'], [anythingOfOurs]),
  restrictImports(['packages/domain/src/model/**/*.test.ts'], [reactInModel]),
  restrictImports(
    [
      'packages/domain/src/widgets/**/*.test.tsx',
      'packages/domain/src/widgets/**/*.stories.tsx',
      'packages/domain/src/widgets/**/*StoryData.ts',
    ],
    [apiClientRuntime],
  ),
  {
    files: ['packages/domain/src/model/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program',
          message: 'domain/src/model holds pure rules: components (.tsx) belong in src/widgets.',
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
