import { makeSettlementLenders } from '@backoffice/api-client/mocks';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SettlementReport, type SettlementReportProps } from './SettlementReport';

const lenders = makeSettlementLenders();

function renderReport(props: Partial<SettlementReportProps> = {}) {
  const onRegenerate = vi.fn();
  render(
    <SettlementReport
      lenders={lenders}
      regenerationPeriod={{
        start_date: Date.UTC(2026, 10, 21, 12),
        end_date: Date.UTC(2026, 10, 22),
      }}
      onRegenerate={onRegenerate}
      historyHref={(id) => `/settlements/history/${id}/`}
      {...props}
    />,
  );
  return {
    onRegenerate,
    table: screen.getByRole('table', { name: 'Settlement Files - Last Run' }),
  };
}

describe('SettlementReport', () => {
  it('shows Lender, Settlement File Run, Status, Description and Actions for each lender', () => {
    const { table } = renderReport();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(
      expect.arrayContaining(['Lender', 'Settlement File Run', 'Status', 'Description', 'Actions']),
    );
    const row = within(table).getByRole('row', { name: /Harbour Lending/ });
    expect(row).toHaveTextContent('Daily settlement 2026-11-21');
    expect(within(row).getByRole('list', { name: 'Status' })).toHaveTextContent('GeneratedSending');
    expect(within(table).getByRole('row', { name: /Severn Point Lending/ })).toHaveTextContent(
      'No files yet',
    );
  });

  it('keeps the options button disabled', () => {
    const { table } = renderReport();
    for (const button of within(table).getAllByRole('button', { name: /^Options for/ })) {
      expect(button).toBeDisabled();
    }
  });

  describe('onRegenerate', () => {
    it('asks first, then regenerates the lender', async () => {
      const { onRegenerate } = renderReport();
      await userEvent.click(
        screen.getByRole('button', { name: 'Regenerate & Send Northbridge Finance' }),
      );
      const dialog = screen.getByRole('alertdialog');
      expect(dialog).toHaveTextContent('files of Northbridge Finance');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(onRegenerate).not.toHaveBeenCalled();
      await userEvent.click(
        screen.getByRole('button', { name: 'Regenerate & Send Northbridge Finance' }),
      );
      await userEvent.click(
        within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Regenerate & Send' }),
      );
      expect(onRegenerate).toHaveBeenCalledWith(lenders[0]);
    });

    it('cannot regenerate a lender without files', () => {
      renderReport();
      expect(
        screen.getByRole('button', { name: 'Regenerate & Send Severn Point Lending' }),
      ).toBeDisabled();
    });
  });

  it('opens a detail block per settlement file with the expand toggle', async () => {
    const { table } = renderReport();
    const row = within(table).getByRole('row', { name: /Northbridge Finance/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Show quick view' }));
    expect(
      screen.getByRole('region', { name: 'Weekly adjustments 2026-11-21' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Daily settlement 2026-11-21' })).toBeInTheDocument();
    expect(
      screen.getAllByRole('link', { name: 'Settlement history of this file' })[0],
    ).toHaveAttribute('href', '/settlements/history/2002/');
  });

  describe('isLoading and error', () => {
    it('shows a spinner while loading and the error of a failed load', () => {
      renderReport({ lenders: [], isLoading: true, error: 'Bad Gateway' });
      expect(
        screen.getByRole('progressbar', { name: 'Loading the settlement files' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent('Bad Gateway');
    });
  });
});
