import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storyTrace } from './policyBuilderStoryData';
import { RuleTrace } from './RuleTrace';

describe('RuleTrace', () => {
  it('groups the rules by stage in run order', () => {
    render(<RuleTrace rules={storyTrace} decision="DECLINE" timeTaken={1500} />);
    expect(screen.getByRole('heading', { name: 'Stage #1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Stage #2' })).toBeInTheDocument();
    expect(screen.getByText(/Time taken: 1.500 s/)).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /Rule 1: Sanction match No decision/ }),
    ).toBeInTheDocument();
  });

  it('opens a rule to its path, one step per visited condition, and the values it read', async () => {
    const user = userEvent.setup();
    render(<RuleTrace rules={storyTrace} />);
    const trigger = screen.getByRole('button', { name: /Rule 2: Fraud risk REFER/ });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const steps = within(screen.getByRole('list', { name: 'Path of rule 2' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => step.textContent)).toEqual([
      'maxmind:risk_score <= 40 is false → GOTO 2',
      'application:advance <= 1000 is false → REFER',
    ]);
    expect(screen.getByText('62 (compared with 40)')).toBeInTheDocument();
  });

  it('names each rule by its module, since rule numbers restart in every module', async () => {
    const user = userEvent.setup();
    render(
      <RuleTrace rules={storyTrace.map((rule) => ({ ...rule, module_name: 'Credit history' }))} />,
    );
    await user.click(
      screen.getByRole('button', { name: /Credit history · rule 2: Fraud risk REFER/ }),
    );
    expect(
      screen.getByRole('list', { name: 'Path of Credit history · rule 2' }),
    ).toBeInTheDocument();
  });

  it('says so when no rule ran', () => {
    render(<RuleTrace rules={[]} />);
    expect(screen.getByText('No rules were evaluated.')).toBeInTheDocument();
  });
});
