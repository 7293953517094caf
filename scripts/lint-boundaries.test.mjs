/**
 * The import boundaries of eslint.config.js, proved on snippets placed at virtual paths in each
 * package: a violation fails with the boundary's rule, the allowed form passes. Run by `verify`
 * (`node --test scripts/lint-boundaries.test.mjs`).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = fileURLToPath(new URL('..', import.meta.url));

// The boundaries need no type information, and the virtual files are in no tsconfig.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: false } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
      '@typescript-eslint/await-thenable': 'off',
    },
  },
});

/** What ESLint reports on `code` as if it were the file at `path`. */
async function lint(path, code) {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  return result.messages;
}

async function rulesBroken(path, code) {
  return (await lint(path, code)).map((message) => message.ruleId ?? message.message);
}

const boundary = '@typescript-eslint/no-restricted-imports';

const cases = [
  {
    place: 'packages/ui imports nothing of ours',
    because: /imports nothing of ours/,
    path: 'packages/ui/src/components/Button/Button.tsx',
    violation: "import { formatMoney } from '@backoffice/domain/model';\nformatMoney(1);\n",
    allowed: "import { Button } from 'react-aria-components';\nexport { Button };\n",
  },
  {
    place: 'domain/src/model imports no React',
    because: /no React/,
    path: 'packages/domain/src/model/money.ts',
    violation: "import { useState } from 'react';\nexport const hook = useState;\n",
    allowed: "import { z } from 'zod';\nexport const amount = z.number();\n",
  },
  {
    place: 'domain/src/model imports no design system',
    because: /no design system/,
    path: 'packages/domain/src/model/money.ts',
    violation: "import { Button } from '@backoffice/ui';\nexport { Button };\n",
  },
  {
    place: 'domain widgets import the api-client for its types only',
    because: /types only/,
    path: 'packages/domain/src/widgets/OrderSummary/OrderSummary.tsx',
    violation: "import { useRetailer } from '@backoffice/api-client';\nexport { useRetailer };\n",
    allowed:
      "import type { components } from '@backoffice/api-client';\nexport type Retailer = components['schemas']['Retailer'];\n",
  },
  {
    place: 'domain widgets never import mocks',
    because: /never imports mocks/,
    path: 'packages/domain/src/widgets/OrderSummary/OrderSummary.tsx',
    violation: "import { makeRetailer } from '@backoffice/api-client/mocks';\nmakeRetailer();\n",
  },
  {
    place: 'domain stories take their data from the mocks',
    path: 'packages/domain/src/widgets/OrderSummary/OrderSummary.stories.tsx',
    allowed: "import { makeRetailer } from '@backoffice/api-client/mocks';\nmakeRetailer();\n",
  },
  {
    place: 'console code never imports mocks',
    because: /never imports mocks/,
    path: 'apps/console/src/merchants/MerchantPage.tsx',
    violation: "import { makeRetailer } from '@backoffice/api-client/mocks';\nmakeRetailer();\n",
    allowed: "import { useRetailer } from '@backoffice/api-client';\nexport { useRetailer };\n",
  },
  {
    place: 'console code never imports msw',
    because: /never imports mocks/,
    path: 'apps/console/src/merchants/MerchantPage.tsx',
    violation: "import { http } from 'msw';\nexport { http };\n",
  },
  {
    place: 'console tests answer requests with the mocks',
    path: 'apps/console/src/merchants/MerchantPage.test.tsx',
    allowed:
      "import { http } from 'msw';\nimport { makeRetailer } from '@backoffice/api-client/mocks';\nexport { http, makeRetailer };\n",
  },
];

describe('import boundaries', () => {
  for (const { place, because, path, violation, allowed } of cases) {
    if (violation) {
      it(`${place}: a violation fails`, async () => {
        const messages = await lint(path, violation);
        assert.deepEqual(
          messages.map((message) => message.ruleId),
          [boundary],
        );
        assert.match(messages[0].message, because);
      });
    }
    if (allowed) {
      it(`${place}: the allowed form passes`, async () => {
        assert.deepEqual(await rulesBroken(path, allowed), []);
      });
    }
  }

  it('domain/src/model holds no component files', async () => {
    assert.deepEqual(
      await rulesBroken('packages/domain/src/model/Money.tsx', 'export const cents = 100;\n'),
      ['no-restricted-syntax'],
    );
  });

  it('a relative import into another package fails everywhere', async () => {
    assert.deepEqual(
      await rulesBroken(
        'apps/console/src/merchants/MerchantPage.tsx',
        "import { Button } from '../../../../packages/ui/src/components/Button';\nexport { Button };\n",
      ),
      [boundary],
    );
  });
});
