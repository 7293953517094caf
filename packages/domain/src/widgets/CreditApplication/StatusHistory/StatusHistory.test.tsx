import { makeCreditApplication } from '@backoffice/api-client/mocks';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusHistory } from './StatusHistory';

describe('StatusHistory', () => {
  it('hides NO-DECISION and puts SUBMITTED last', () => {
    render(<StatusHistory entries={makeCreditApplication().status_logs} />);
    const items = within(screen.getByRole('list', { name: 'Status History' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(/^REFER/);
    expect(items[1]).toHaveTextContent(/^SUBMITTED/);
  });
});
