import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storySimulation } from './policyBuilderStoryData';
import { SimulationResult } from './SimulationResult';

describe('SimulationResult', () => {
  it('shows per decision the actual and simulated counts and the difference', () => {
    render(<SimulationResult result={storySimulation()} />);
    const decline = within(screen.getByRole('table', { name: 'Decisions, actual and simulated' }))
      .getByRole('rowheader', { name: 'DECLINE' })
      .closest('tr') as HTMLElement;
    expect(
      within(decline)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['201', '219', '+18']);
    expect(
      screen.getByText(/1,000 applications run in 1.84 s; 3 decisions change/),
    ).toBeInTheDocument();
  });

  it('links each changed application and names the rule that changed it', () => {
    render(<SimulationResult result={storySimulation()} applicationHref={(id) => `/apps/${id}`} />);
    const changes = screen.getByRole('table', { name: 'Changed applications' });
    expect(within(changes).getByRole('link', { name: '100234' })).toHaveAttribute(
      'href',
      '/apps/100234',
    );
    expect(within(changes).getByText(/Stage #1, rule 1: Minimum credit score/)).toBeInTheDocument();
    expect(within(changes).getByText('No rule decided (ACCEPT by default)')).toBeInTheDocument();
  });

  it('says how many changes are not shown', () => {
    render(<SimulationResult result={storySimulation({ changed_count: 900 })} />);
    expect(
      screen.getByText('Showing the first 3 of 900 changed applications.'),
    ).toBeInTheDocument();
  });
});
