import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SettlementRecipientStatus, SettlementStatus } from './SettlementStatus';

const file = (status: string, ...recipients: string[]) => ({
  status,
  recipients: recipients.map((recipientStatus) => ({ status: recipientStatus })),
});
const labels = () =>
  within(screen.getByRole('list', { name: 'Status' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('SettlementStatus', () => {
  describe('files', () => {
    it('shows generation then delivery', () => {
      render(<SettlementStatus files={[file('Success', 'Delivered', 'Sending')]} />);
      expect(labels()).toEqual(['Generated', 'Sending']);
    });

    it('shows no delivery once generation failed', () => {
      render(<SettlementStatus files={[file('error')]} />);
      expect(labels()).toEqual(['Error']);
    });

    it('shows the worst of a lender’s files', () => {
      render(
        <SettlementStatus files={[file('Success', 'Delivered'), file('Success', 'Timed out')]} />,
      );
      expect(labels()).toEqual(['Generated', 'Error']);
    });

    it('shows nothing for a lender without files', () => {
      const { container } = render(<SettlementStatus files={[]} />);
      expect(container).toBeEmptyDOMElement();
    });
  });
});

describe('SettlementRecipientStatus', () => {
  it('shows a status outside the known ones as an unknown error', () => {
    render(<SettlementRecipientStatus status="Bounced" />);
    expect(screen.getByText('Unknown error')).toBeInTheDocument();
  });
});
