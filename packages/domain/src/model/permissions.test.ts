import { describe, expect, it } from 'vitest';
import { PERMISSIONS, allPermissionRules, navigationFor, permissionKey } from './permissions';

describe('permission catalogue', () => {
  it('holds the rules the specification numbers', () => {
    const keys = new Set(allPermissionRules.map(permissionKey));
    for (const key of [
      '200:1',
      '200:2',
      '200:3',
      '200:4',
      '200:5',
      '200:6',
      '201:16',
      '1:10',
      '100:14',
    ]) {
      expect(keys.has(key)).toBe(true);
    }
    for (let ruleId = 10; ruleId <= 16; ruleId += 1) expect(keys.has(`201:${ruleId}`)).toBe(true);
  });

  it('makes exporting a permission of its own, outside the navigation', () => {
    expect(allPermissionRules).toContainEqual({
      category_id: 200,
      rule_id: 11,
      label: 'Export and schedule reports',
    });
    expect(PERMISSIONS.exportReports).toBe('200:11');
    expect(navigationFor(new Set([PERMISSIONS.exportReports]))).toEqual([]);
  });

  it('has no duplicate rule', () => {
    const keys = allPermissionRules.map(permissionKey);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('navigationFor', () => {
  it('gives a read-only group credit applications and merchants only', () => {
    expect(navigationFor(new Set(['200:1', '200:4', '1:10']))).toEqual([
      {
        label: 'Reporting',
        navigation_items: [{ label: 'Credit Applications', url: 'credit-app' }],
      },
      {
        label: 'Merchant Management',
        navigation_items: [{ label: 'Merchants', url: 'merchants' }],
      },
    ]);
  });

  it('gives nothing without navigation permissions', () => {
    expect(navigationFor(new Set())).toEqual([]);
  });
});
