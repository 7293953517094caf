import { auditEventsOfEveryKind, makeAuditEvent } from '@backoffice/api-client/mocks';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuditEventDetail } from './AuditEventDetail';

const [, statusChange, groupChange] = auditEventsOfEveryKind();

describe('AuditEventDetail', () => {
  it("shows a change's before and after as a diff, the added permission marked", () => {
    render(<AuditEventDetail event={groupChange!} />);
    expect(screen.getByRole('table')).toHaveTextContent('added: "200:6"');
  });

  it('lists the rest of the detail by name, and the address it came from', () => {
    render(<AuditEventDetail event={statusChange!} />);
    const detail = screen.getByLabelText('Event 5000');
    expect(detail).toHaveTextContent('ReasonCustomer asked to cancel');
    expect(detail).toHaveTextContent('IP address10.0.4.21');
  });

  it('says when nothing more was recorded', () => {
    render(<AuditEventDetail event={makeAuditEvent()} />);
    expect(screen.getByText('Nothing more was recorded.')).toBeInTheDocument();
  });
});
