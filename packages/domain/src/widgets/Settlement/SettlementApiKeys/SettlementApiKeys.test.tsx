import { makeSettlementApiKey } from '@backoffice/api-client/mocks';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SettlementApiKeys, type SettlementApiKeysProps } from './SettlementApiKeys';

function renderKeys(props: Partial<SettlementApiKeysProps> = {}) {
  const handlers = { onRotate: vi.fn(), onRevoke: vi.fn(), onDismissCreatedKey: vi.fn() };
  render(
    <SettlementApiKeys
      apiKeys={[
        makeSettlementApiKey(),
        makeSettlementApiKey({ api_key_id: 2, key_prefix: 'sk_Old', state: 'expired' }),
      ]}
      createdKey={null}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('SettlementApiKeys', () => {
  it('lists keys by their first characters only, with Revoke for working keys', () => {
    renderKeys();
    const table = screen.getByRole('table', { name: 'Settlement API keys' });
    expect(within(table).getByRole('row', { name: /sk_Q2x9bT4m…/ })).toHaveTextContent('Active');
    expect(within(table).getByRole('row', { name: /sk_Old…/ })).toHaveTextContent('Expired');
    expect(screen.getAllByRole('button', { name: /^Revoke/ })).toHaveLength(1);
  });

  it('makes a new key with New key and shows it once', async () => {
    const { onRotate, onDismissCreatedKey } = renderKeys({ createdKey: 'sk_secret' });
    await userEvent.click(screen.getByRole('button', { name: 'New key' }));
    expect(onRotate).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: 'New settlement API key' })).toHaveValue(
      'sk_secret',
    );
    await userEvent.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(onDismissCreatedKey).toHaveBeenCalledTimes(1);
  });

  it('revokes a key after asking', async () => {
    const { onRevoke } = renderKeys();
    await userEvent.click(screen.getByRole('button', { name: 'Revoke sk_Q2x9bT4m…' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Revoke' }),
    );
    expect(onRevoke).toHaveBeenCalledWith(1);
  });
});
