import { describe, expect, it } from 'vitest';
import { reportPolicyOptions } from './reportPolicyOptions';

const decisionPolicies = [{ decision_policy_id: 7, name: 'Prime' }];
const productPackages = [{ product_package_id: 3, name: 'Interest free 12 months' }];

describe('reportPolicyOptions', () => {
  it('offers a lender user their decision policies', () => {
    expect(reportPolicyOptions(true, decisionPolicies, productPackages)).toEqual([
      { value: '7', label: 'Prime' },
    ]);
  });

  it('offers other users the product packages', () => {
    expect(reportPolicyOptions(false, decisionPolicies, productPackages)).toEqual([
      { value: '3', label: 'Interest free 12 months' },
    ]);
  });

  it('offers nothing while the choices load', () => {
    expect(reportPolicyOptions(true)).toEqual([]);
  });
});
