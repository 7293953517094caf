import { makeCreditApplication } from '@backoffice/api-client/mocks';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readFinance } from '../creditApplicationData';
import { FinancePanel } from './FinancePanel';

const finance = readFinance(makeCreditApplication().finance);

describe('FinancePanel', () => {
  it('reads the finance product as people say it', () => {
    render(<FinancePanel finance={finance} />);
    expect(screen.getByText('Finance Product').nextSibling).toHaveTextContent(
      'In-store, 19.9% APR, 24 months (IS-19.9-24)',
    );
  });
});
