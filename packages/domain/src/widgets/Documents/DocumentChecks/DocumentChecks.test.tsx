import { render, screen, within } from '@testing-library/react';
import { DocumentChecks } from './DocumentChecks';

describe('DocumentChecks', () => {
  it('lists each finding with what to do about it', () => {
    render(
      <DocumentChecks
        checks={[
          {
            kind: 'unknown-variable',
            severity: 'error',
            message:
              '{{ shoe_size }} is not a variable of this document type and will print as typed.',
          },
          {
            kind: 'empty-section',
            severity: 'warning',
            message: 'The section “Settlement” has no content.',
          },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: '2 findings, 1 to fix' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Fix{{ shoe_size }} is not a variable');
    expect(items[1]).toHaveTextContent('CheckThe section “Settlement” has no content.');
  });

  it('says when there is nothing to report', () => {
    render(<DocumentChecks checks={[]} />);
    expect(screen.getByRole('region', { name: 'Checks' })).toHaveTextContent('No problems found.');
  });
});
