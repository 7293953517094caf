import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FraudInfoPanel } from './FraudInfoPanel';

describe('FraudInfoPanel', () => {
  const sections = [
    {
      title: 'Deposit',
      items: [
        { display: 'Amount', value: 24_950, unit: 'pence' as const },
        { display: 'Failed attempts', value: 2 },
      ],
    },
  ];

  it.each(['Active', 'Inactive'] as const)('shows the service %s as the server says', (status) => {
    render(<FraudInfoPanel status={status} sections={sections} />);
    expect(screen.getByText(/Fraud scoring service/)).toHaveTextContent(
      `Fraud scoring service: ${status}`,
    );
  });

  it('shows amounts the server sends in pence in pounds, other numbers as they are', () => {
    render(<FraudInfoPanel status="Active" sections={sections} />);
    expect(screen.getByText('Amount').nextSibling).toHaveTextContent('£249.50');
    expect(screen.getByText('Failed attempts').nextSibling).toHaveTextContent('2');
  });
});
