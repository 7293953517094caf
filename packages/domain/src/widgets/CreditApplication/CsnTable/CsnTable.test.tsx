import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CsnTable } from './CsnTable';

describe('CsnTable', () => {
  it('lists the notifications oldest first, whatever order they come in', () => {
    render(
      <CsnTable
        csns={[
          {
            type: 'STATUS',
            app_status: 'ACCEPT',
            csn_status: '200 OK',
            timestamp: '2026-03-02T11:00:00Z',
            data: {},
          },
          {
            type: 'STATUS',
            app_status: 'REFER',
            csn_status: '500 Server Error',
            timestamp: '2026-03-02T10:20:00Z',
            data: {},
          },
        ]}
      />,
    );
    const [, first, second] = within(screen.getByRole('table', { name: 'CSNs' })).getAllByRole(
      'row',
    );
    expect(first).toHaveTextContent('REFER');
    expect(first).toHaveTextContent('500 Server Error');
    expect(second).toHaveTextContent('ACCEPT');
  });
});
