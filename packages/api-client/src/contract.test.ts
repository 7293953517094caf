import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { specCalls } from './test/specCalls';

interface Operation {
  operationId?: string;
  'x-permission'?: string;
  'x-designed'?: boolean;
}

const contract = parse(
  readFileSync(fileURLToPath(new URL('../openapi.yaml', import.meta.url)), 'utf8'),
) as { paths: Record<string, Record<string, Operation>> };

/** Parameter names and a trailing slash do not make a different call. */
const shapeOf = (path: string) => path.replace(/\{[^}]+\}/g, '{}').replace(/\/$/, '');

const operations = new Map<string, Operation>();
for (const [path, item] of Object.entries(contract.paths)) {
  for (const [method, operation] of Object.entries(item)) {
    operations.set(`${method.toUpperCase()} ${shapeOf(path)}`, operation);
  }
}

const operationOf = (call: string) => {
  const [method, path] = call.split(' ') as [string, string];
  return operations.get(`${method} ${shapeOf(path)}`);
};

describe('the contract', () => {
  it.each(specCalls.map((entry) => [entry.call, entry] as const))(
    'declares %s of the specification',
    (call, entry) => {
      const operation = operationOf(call);
      if (entry.replacedBy) {
        const { call: replacement, adr } = entry.replacedBy;
        expect(operation, `${call} is withdrawn (docs/adr/${adr})`).toBeUndefined();
        expect(operationOf(replacement), `${replacement} takes its place`).toBeDefined();
        return;
      }
      expect(operation, `${call} (${entry.spec}.md section 7)`).toBeDefined();
      if (entry.designed) expect(operation?.['x-designed']).toBe(true);
    },
  );

  it('names a permission for every operation', () => {
    const missing = [...operations].filter(([, operation]) => !operation['x-permission']);
    expect(missing.map(([call]) => call)).toEqual([]);
  });
});
