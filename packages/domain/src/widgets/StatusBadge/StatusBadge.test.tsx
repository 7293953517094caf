import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MerchantStatusBadge } from './MerchantStatusBadge';
import { StatusBadge } from './StatusBadge';
import { applicationStatusTone } from './statusTone';

describe('StatusBadge label', () => {
  it('shows ATB as VERIFIED', () => {
    render(<StatusBadge status="ATB" />);
    expect(screen.getByText('VERIFIED')).toBeInTheDocument();
    expect(screen.queryByText('ATB')).not.toBeInTheDocument();
  });

  it("shows an unrecognised status as 'UNKNOWN STATUS'", () => {
    render(<StatusBadge status="ON-HOLD" />);
    expect(screen.getByText('UNKNOWN STATUS')).toBeInTheDocument();
  });

  it('shows the reason beside the status', () => {
    render(<StatusBadge status="DECLINE" reason="Affordability" />);
    expect(screen.getByText('Affordability')).toBeInTheDocument();
  });

  it('keeps a one-line reason whole for assistive technology and as its hover text', () => {
    const reason = 'Manual decision: the declared income could not be verified';
    render(<StatusBadge status="DECLINE" reason={reason} isReasonOneLine />);
    expect(screen.getByText(reason)).toHaveAttribute('title', reason);
  });
});

describe('StatusBadge meaning', () => {
  it('shows the meaning as a tooltip when the badge takes keyboard focus', async () => {
    const user = userEvent.setup();
    render(<StatusBadge status="REFER" />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'REFER, awaiting lender decision.' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'REFER: awaiting lender decision.',
    );
  });

  it('is not focusable when the status has no meaning to tell', () => {
    render(<StatusBadge status="SUBMITTED" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('applicationStatusTone', () => {
  it('maps accepted, declined, waiting and unknown statuses to their tones', () => {
    expect(
      ['ACCEPT', 'DECLINE', 'REFER', 'ACTION-CUSTOMER', 'CANCEL', 'ON-HOLD'].map(
        applicationStatusTone,
      ),
    ).toEqual(['positive', 'critical', 'caution', 'info', 'neutral', 'neutral']);
  });
});

describe('MerchantStatusBadge', () => {
  it('labels an account status in words', () => {
    render(<MerchantStatusBadge status="suspended-settlement" />);
    expect(screen.getByText('Suspended Settlement')).toBeInTheDocument();
  });

  it("reads 'Unknown Status' for a status it does not know", () => {
    render(<MerchantStatusBadge status="archived" />);
    expect(screen.getByText('Unknown Status')).toBeInTheDocument();
  });
});
