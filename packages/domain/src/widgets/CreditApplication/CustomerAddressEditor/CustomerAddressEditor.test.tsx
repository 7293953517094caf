import { makeApplicationConsumer } from '@backoffice/api-client/mocks';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ApplicationAddressDetails } from '../creditApplicationTypes';
import { addressTitle, CustomerAddressEditor } from './CustomerAddressEditor';

const [currentAddress] = makeApplicationConsumer().addresses as [ApplicationAddressDetails];
const recentMove: ApplicationAddressDetails = { ...currentAddress, time_years: 1 };
const previousAddress: ApplicationAddressDetails = {
  ...currentAddress,
  address_number: 2,
  postcode: 'YO1 7HH',
  time_years: 3,
};

describe('addressTitle', () => {
  it('names the current address and numbers the previous ones', () => {
    expect(addressTitle(1)).toBe('Current Address');
    expect(addressTitle(3)).toBe('Previous Address 2');
  });
});

describe('CustomerAddressEditor', () => {
  it('asks for no previous address after three years at the current one', () => {
    render(<CustomerAddressEditor addresses={[currentAddress]} onChange={vi.fn()} />);
    expect(screen.getByRole('group', { name: 'Current Address' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add/ })).not.toBeInTheDocument();
  });

  it('adds an empty previous address after a recent move', async () => {
    const onChange = vi.fn();
    render(<CustomerAddressEditor addresses={[recentMove]} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Previous Address 1' }));
    expect(onChange).toHaveBeenCalledWith([
      recentMove,
      expect.objectContaining({ address_number: 2, street: '', town: '', postcode: '' }),
    ]);
  });

  it('sends the changed field of the changed address only', async () => {
    const onChange = vi.fn();
    render(<CustomerAddressEditor addresses={[recentMove, previousAddress]} onChange={onChange} />);
    const previous = screen.getByRole('group', { name: 'Previous Address 1' });
    await userEvent.type(within(previous).getByRole('textbox', { name: 'Flat' }), '3');
    expect(onChange).toHaveBeenLastCalledWith([recentMove, { ...previousAddress, flat: '3' }]);
  });

  it('clears a previous address', async () => {
    const onChange = vi.fn();
    render(<CustomerAddressEditor addresses={[recentMove, previousAddress]} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear Previous Address 1' }));
    expect(onChange).toHaveBeenCalledWith([recentMove]);
  });

  it('lists what is missing from an address', () => {
    render(
      <CustomerAddressEditor
        addresses={[{ ...currentAddress, street: '', street_number: null }]}
        onChange={vi.fn()}
      />,
    );
    const problems = screen.getByRole('list', { name: 'Problems with Current Address' });
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Street is missing.', 'House name or number is missing.']);
  });

  it('takes no change while disabled', () => {
    render(
      <CustomerAddressEditor
        addresses={[recentMove, previousAddress]}
        onChange={vi.fn()}
        isDisabled
      />,
    );
    expect(screen.getAllByRole('textbox', { name: 'Postcode' })[0]).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Clear Previous Address 1' })).toBeDisabled();
  });
});
