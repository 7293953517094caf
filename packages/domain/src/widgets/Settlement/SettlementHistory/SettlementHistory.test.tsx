import { makeSettlementFile } from '@backoffice/api-client/mocks';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SettlementHistory, type SettlementHistoryProps } from './SettlementHistory';

const files = Array.from({ length: 10 }, (_, index) =>
  makeSettlementFile({ settlement_file_id: 100 - index, description_short: `Run ${index}` }),
);

function renderHistory(props: Partial<SettlementHistoryProps> = {}) {
  const handlers = { onPageChange: vi.fn(), onRegenerate: vi.fn() };
  render(
    <SettlementHistory
      title="Daily settlement"
      files={files}
      total={64}
      page={1}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

const pageNumbers = () =>
  within(screen.getByRole('navigation', { name: 'Daily settlement pages' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('SettlementHistory', () => {
  it('shows Settlement File Run, Status, Errors and Actions', () => {
    renderHistory();
    const table = screen.getByRole('table', { name: 'Daily settlement' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(expect.arrayContaining(['Settlement File Run', 'Status', 'Errors', 'Actions']));
    expect(within(table).getAllByRole('row')).toHaveLength(11);
  });

  describe('page and total', () => {
    it('shows a window of five pages centred on the current one, with first and last', () => {
      renderHistory({ page: 4 });
      expect(pageNumbers()).toEqual(
        expect.arrayContaining(['First', 'Previous', '2', '3', '4', '5', '6', 'Next', 'Last']),
      );
      expect(pageNumbers()).not.toContain('1');
      expect(pageNumbers()).not.toContain('7');
    });

    it('asks for the page pressed', async () => {
      const { onPageChange } = renderHistory();
      await userEvent.click(screen.getByRole('button', { name: 'Last' }));
      expect(onPageChange).toHaveBeenCalledWith(7);
    });

    it('shows no pages when the total is 0', () => {
      renderHistory({ files: [], total: 0 });
      expect(screen.queryByRole('navigation')).toBeNull();
    });
  });

  describe('onRegenerate', () => {
    it('generates and sends a past file again', async () => {
      const { onRegenerate } = renderHistory();
      await userEvent.click(screen.getByRole('button', { name: 'Generate & Send Run 3 again' }));
      expect(onRegenerate).toHaveBeenCalledWith(files[3]);
    });
  });

  describe('isLoading and error', () => {
    it('shows a spinner and the error display', () => {
      renderHistory({ files: [], isLoading: true, error: 'Error response' });
      expect(
        screen.getByRole('progressbar', { name: 'Loading the settlement history' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent('Error response');
    });
  });
});
