import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MerchantDetailHeading, MerchantDetailLayout } from './MerchantDetailLayout';

describe('MerchantDetailHeading', () => {
  it('names the merchant with its id, account manager and status', () => {
    render(
      <MerchantDetailHeading
        name="Harrow Home"
        retailerId={41}
        accountManager="Alex Morgan"
        accountStatus="suspended-trading"
      />,
    );
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Harrow Home');
    expect(heading).toHaveTextContent('41');
    expect(heading).toHaveTextContent('Alex Morgan');
    expect(heading).toHaveTextContent('Suspended Trading');
  });

  it("reads 'Not assigned' without an account manager", () => {
    render(
      <MerchantDetailHeading name="A" retailerId={1} accountManager={null} accountStatus="live" />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Not assigned');
  });
});

describe('MerchantDetailLayout slots', () => {
  it('places the actions before the account information and the notes after the details', () => {
    render(
      <MerchantDetailLayout
        heading={<h1>Merchant</h1>}
        notes={<p>Notes area</p>}
        actions={<p>Actions panel</p>}
        accountInformation={<p>Account information</p>}
      >
        <p>Company details</p>
      </MerchantDetailLayout>,
    );
    const order = ['Company details', 'Notes area', 'Actions panel', 'Account information'].map(
      (text) => screen.getByText(text),
    );
    order.reduce((previous, next) => {
      expect(
        previous.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
      return next;
    });
  });

  it('renders nothing for an empty slot', () => {
    const { container } = render(
      <MerchantDetailLayout heading={<h1>Merchant</h1>}>
        <p>Company details</p>
      </MerchantDetailLayout>,
    );
    expect(container).toHaveTextContent(/^MerchantCompany details$/);
  });
});
