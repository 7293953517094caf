import { auditEventsOfEveryKind } from '@backoffice/api-client/mocks';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AuditHistory } from './AuditHistory';

describe('AuditHistory', () => {
  it("lists the record's events under the record's name, newest first", () => {
    const events = auditEventsOfEveryKind().filter((event) => event.record_id === 1001);
    render(
      <AuditHistory
        recordName="credit application 1001"
        rows={events}
        total={events.length}
        page={1}
        perPage={25}
        onPageChange={vi.fn()}
        recordHref={() => null}
      />,
    );
    const rows = within(
      screen.getByRole('table', { name: 'History of credit application 1001' }),
    ).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('consumer viewed');
    expect(rows[2]).toHaveTextContent('cancel');
  });
});
