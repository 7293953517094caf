import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import {
  NUL_FREE_FORMATS,
  patternAllowsNul,
  unsafeInputs,
  type ContractDocument,
} from '../test/contractInputs';
import { contractPath, loadContract } from './contract';
import { HttpError } from './errors';

const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;
const document = parse(readFileSync(contractPath(), 'utf8')) as ContractDocument;

/** One line per input and problem, however many operations share the schema. */
function listed(problems: ReturnType<typeof unsafeInputs>) {
  const byPlace = new Map<string, string[]>();
  for (const { operationId, where, problem } of problems) {
    const key = `${where}: ${problem}`;
    byPlace.set(key, [...(byPlace.get(key) ?? []), operationId]);
  }
  return [...byPlace].map(([place, operations]) => `${place} (${operations.join(', ')})`);
}

describe('what the contract takes in', () => {
  // Each rule keeps a hostile value (an id past int32, 1e20, NUL) from reaching PostgreSQL,
  // where it failed with 500: the contract refuses it with a 400 naming the property instead.
  it('bounds every integer and number', () => {
    const problems = unsafeInputs(document).filter(({ problem }) => problem.includes('number'));
    expect(listed(problems)).toEqual([]);
  });

  it('keeps integers within a PostgreSQL integer', () => {
    const problems = unsafeInputs(document).filter(({ problem }) => problem.includes('integer'));
    expect(listed(problems)).toEqual([]);
  });

  it('refuses NUL in every text input and property name', () => {
    const problems = unsafeInputs(document).filter(
      ({ problem }) => problem.includes('text') || problem.includes('property names'),
    );
    expect(listed(problems)).toEqual([]);
  });

  it('relies only on formats that refuse NUL', () => {
    const ajv = new Ajv2020({ strict: false });
    addFormats(ajv);
    const withNul: Record<(typeof NUL_FREE_FORMATS)[number], string> = {
      date: '2024-01-0\u00001',
      'date-time': '2024-01-01T00:00:00Z\u0000',
      email: 'a\u0000b@example.com',
    };
    for (const format of NUL_FREE_FORMATS) {
      expect(ajv.validate({ type: 'string', format }, withNul[format]), format).toBe(false);
    }
  });
});

describe('patternAllowsNul', () => {
  it.each([
    ['^[^\\u0000]*$', false],
    ['^[A-Za-z0-9_.-]+$', false],
    ['^-?[a-z_][a-z0-9_.]*$', false],
    ['^[0-9]{1,13}$', false],
    ['^\\d+$', false],
    ['^.*$', true],
    ['^[^,]*$', true],
    ['^\\S+$', true],
    ['^[\\x00-\\x7f]+$', true],
    ['^a\\u0000b$', true],
  ])('%s allows NUL: %s', (pattern, allows) => {
    expect(patternAllowsNul(pattern)).toBe(allows);
  });
});

describe('validation of hostile numbers', () => {
  const operation = (id: string) =>
    loadContract().operations.find((candidate) => candidate.operationId === id)!;
  const refusal = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      if (error instanceof HttpError) return error.properties?.map((p) => p.property);
    }
    return undefined;
  };

  it('refuses Infinity (1e309), NaN, -0 and ids past int32 in the path, naming the parameter', () => {
    const getUser = operation('getBackofficeUser');
    for (const value of ['1e309', '1e20', '2147483648', '-0', 'NaN']) {
      expect(
        refusal(() => getUser.validateParams({ userId: value }, {})),
        value,
      ).toEqual(['userId']);
    }
  });

  it('refuses a body key that names an inherited member (valueOf crashed ajv with a 500)', () => {
    const createPolicy = operation('createCreditPolicy');
    const modules = [
      { module_id: 1, valueOf: 1 },
      { module_id: 1, valueOf: 1 },
    ];
    expect(
      refusal(() =>
        createPolicy.validateBody({
          name: 'P',
          lender_id: 2,
          regulated: true,
          stages: [{ order: 1, hard_search: false, modules }],
        }),
      ),
    ).toEqual(['stages.0.modules.0.valueOf', 'stages.0.modules.1.valueOf']);
  });

  it('refuses Infinity in a JSON body, naming the property', () => {
    const widgets = operation('replaceUserWidgets');
    expect(
      refusal(() =>
        widgets.validateBody({ widgets_configuration: [{ name: 'a', x: Infinity, y: 0 }] }),
      ),
    ).toEqual(['widgets_configuration.0.x']);
  });
});
