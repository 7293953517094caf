import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PolicyChecks } from './PolicyChecks';
import { storyFindings } from './policyBuilderStoryData';

describe('PolicyChecks', () => {
  it('says so when nothing was found', () => {
    render(<PolicyChecks findings={[]} />);
    expect(screen.getByRole('heading', { name: 'Checks' })).toBeInTheDocument();
    expect(screen.getByText('No problems found.')).toBeInTheDocument();
  });

  it('lists each finding with its kind, where it is and its message', () => {
    render(
      <PolicyChecks findings={storyFindings} moduleNames={new Map([[102, 'Affordability']])} />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('GOTO loop')).toBeInTheDocument();
    expect(screen.getByText('Affordability, rule 2, condition 3:')).toBeInTheDocument();
    expect(screen.getByText('Module 103, rule 1, condition 5:')).toBeInTheDocument();
    expect(
      screen.getByText('No path from the first condition reaches condition 5.'),
    ).toBeInTheDocument();
  });
});
