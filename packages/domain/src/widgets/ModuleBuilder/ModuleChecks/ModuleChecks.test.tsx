import {
  makeCreditPolicyModule,
  makePolicyRule,
  makeRuleCondition,
  mockDataKeys,
} from '@backoffice/api-client/mocks';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkModule } from '../../../model/policy';
import { ModuleChecks } from './ModuleChecks';

describe('ModuleChecks', () => {
  it('says no problems were found for a module the checks pass', () => {
    render(<ModuleChecks findings={checkModule(makeCreditPolicyModule(), mockDataKeys)} />);
    expect(screen.getByText('Checks')).toBeVisible();
    expect(screen.getByText('No problems found.')).toBeVisible();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('lists each problem in the words of the checks', () => {
    const module = makeCreditPolicyModule({
      rules: [makePolicyRule({ conditions: [makeRuleCondition({ data_key: 'no_such_key' })] })],
    });
    const findings = checkModule(module, mockDataKeys);
    expect(findings.length).toBeGreaterThan(1);
    render(<ModuleChecks findings={findings} />);
    expect(screen.getByText(`Checks: ${findings.length} problems`)).toBeVisible();
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(findings.map((finding) => finding.message));
  });

  it('counts a single problem in the singular', () => {
    const module = makeCreditPolicyModule({ rules: [makePolicyRule()] });
    render(<ModuleChecks findings={checkModule(module, mockDataKeys)} />);
    expect(screen.getByText('Checks: 1 problem')).toBeVisible();
  });
});
