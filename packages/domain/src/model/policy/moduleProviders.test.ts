import { describe, expect, it } from 'vitest';
import { enabledDataKeys, moduleProviders, withProviderEnabled } from './moduleProviders';
import { condition, rule } from './policyFixtures';

const dataKeys = [
  { data_provider: 'experian', key: 'credit_score' },
  { data_provider: 'application', key: 'age' },
  { data_provider: 'maxmind', key: 'risk_score' },
];
const experianRule = rule(1, [condition({ order: 1 }), condition({ order: 2 })]);

describe('moduleProviders', () => {
  it('lists every provider of the catalogue by name, counting the conditions that read it', () => {
    expect(moduleProviders({ dataKeys, rules: [experianRule] })).toEqual([
      { name: 'application', available: true, count: 0, enabled: true },
      { name: 'experian', available: true, count: 2, enabled: true },
      { name: 'maxmind', available: true, count: 0, enabled: true },
    ]);
  });

  it('enables every provider of a new module, and only the saved ones of a saved module', () => {
    const rows = moduleProviders({
      dataKeys,
      rules: [],
      savedProviders: [
        { name: 'application', enabled: true },
        { name: 'maxmind', enabled: false },
      ],
    });
    expect(rows.map(({ name, enabled }) => [name, enabled])).toEqual([
      ['application', true],
      ['experian', false],
      ['maxmind', false],
    ]);
  });

  it('keeps a saved provider that has left the catalogue, marked unavailable', () => {
    const rows = moduleProviders({
      dataKeys,
      rules: [],
      savedProviders: [{ name: 'equifax', enabled: true }],
    });
    expect(rows.find((row) => row.name === 'equifax')).toEqual({
      name: 'equifax',
      available: false,
      count: 0,
      enabled: true,
    });
  });

  it("follows the author's choice, but never disables a provider in use", () => {
    const rows = moduleProviders({
      dataKeys,
      rules: [experianRule],
      chosenEnabled: new Set(['maxmind']),
    });
    expect(rows.filter((row) => row.enabled).map((row) => row.name)).toEqual([
      'experian',
      'maxmind',
    ]);
  });
});

describe('withProviderEnabled', () => {
  const rows = moduleProviders({ dataKeys, rules: [experianRule] });
  it('clears one provider and keeps the others enabled', () => {
    expect([...withProviderEnabled(rows, 'maxmind', false)].sort()).toEqual([
      'application',
      'experian',
    ]);
  });
  it('ticks a provider again', () => {
    const cleared = moduleProviders({ dataKeys, rules: [], chosenEnabled: new Set() });
    expect([...withProviderEnabled(cleared, 'application', true)]).toEqual(['application']);
  });
});

describe('enabledDataKeys', () => {
  it('offers only the keys of enabled providers', () => {
    const rows = moduleProviders({
      dataKeys,
      rules: [],
      chosenEnabled: new Set(['application']),
    });
    expect(enabledDataKeys(dataKeys, rows)).toEqual([{ data_provider: 'application', key: 'age' }]);
  });
});
