import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readCreditSentry } from '../creditApplicationData';
import meta from './CreditSentryPanel.stories';
import { CreditSentryPanel } from './CreditSentryPanel';

describe('CreditSentryPanel', () => {
  it('lists flags, the data sources and numbered sanction results', () => {
    render(<CreditSentryPanel sentry={meta.args.sentry} />);
    expect(
      within(screen.getByRole('list', { name: 'Flags' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'TraceSmart' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sanction Result 2' })).toBeInTheDocument();
  });
});

describe('CreditSentryPanel watch list matches', () => {
  it('shows the flag and which watch list items the application matched', () => {
    render(
      <CreditSentryPanel
        sentry={readCreditSentry({
          flags: ['WATCH_LIST_MATCH'],
          watch_list: [{ display: 'Watch List 3, item 1017', value: 'Email address' }],
        })}
      />,
    );
    expect(screen.getByRole('list', { name: 'Flags' })).toHaveTextContent('WATCH_LIST_MATCH');
    expect(screen.getByRole('heading', { name: 'Watch List' })).toBeInTheDocument();
    expect(screen.getByText('Watch List 3, item 1017')).toBeInTheDocument();
  });
});
