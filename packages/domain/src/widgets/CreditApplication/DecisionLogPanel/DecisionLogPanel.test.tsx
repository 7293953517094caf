import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import meta from './DecisionLogPanel.stories';
import { DecisionLogPanel } from './DecisionLogPanel';

describe('DecisionLogPanel', () => {
  it('shows decisions upper-case with seconds, emphasising the current one', () => {
    render(<DecisionLogPanel logs={meta.args.logs} currentDecisionLogId={9002} />);
    const current = screen.getByRole('row', { name: /REFER/ });
    expect(current).toHaveAttribute('aria-current', 'true');
    expect(current).toHaveTextContent('1.84 s');
    expect(screen.getByRole('heading', { name: 'Stage #2' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Rules of the current decision' }),
    ).toBeInTheDocument();
  });

  it('does not call the rules current once an underwriter has decided by hand', () => {
    render(
      <DecisionLogPanel
        logs={meta.args.logs}
        currentDecisionLogId={9002}
        manualDecision={{ status: 'ACCEPT', timestamp: '2026-11-24T10:15:00.000Z' }}
      />,
    );
    expect(screen.getByText(/^Underwritten manually to ACCEPT on /)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Rules of the last automatic decision' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Rules of the current decision' }),
    ).not.toBeInTheDocument();
  });
});
