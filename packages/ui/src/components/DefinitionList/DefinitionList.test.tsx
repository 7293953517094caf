import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DefinitionList } from './DefinitionList';

describe('DefinitionList', () => {
  it('pairs each term with its value', () => {
    render(
      <DefinitionList
        aria-label="Deposit"
        items={[
          ['Amount', '£250.00'],
          ['Remaining', '£0.00'],
        ]}
      />,
    );
    const terms = screen.getAllByRole('term');
    const values = screen.getAllByRole('definition');
    expect(terms.map((term) => term.textContent)).toEqual(['Amount', 'Remaining']);
    expect(values.map((value) => value.textContent)).toEqual(['£250.00', '£0.00']);
  });

  describe('layout', () => {
    it('keeps term and value pairs in both layouts', () => {
      render(<DefinitionList layout="rows" items={[['credit_score', '612']]} />);
      expect(screen.getByRole('term')).toHaveTextContent('credit_score');
      expect(screen.getByRole('definition')).toHaveTextContent('612');
    });
  });

  it('takes rich terms', () => {
    render(<DefinitionList items={[[<code key="k">monthly_income</code>, '£2,400.00']]} />);
    expect(screen.getByRole('term')).toContainHTML('<code>monthly_income</code>');
  });
});
