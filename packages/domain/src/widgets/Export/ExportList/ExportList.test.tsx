import { makeExportJob } from '@backoffice/api-client/mocks';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ExportList } from './ExportList';

const jobs = [
  makeExportJob({ id: 3, status: 'PENDING' }),
  makeExportJob({ id: 2, status: 'COMPLETED', row_count: 98_765 }),
  makeExportJob({ id: 1, status: 'FAILED', error: 'Disk full.' }),
];

describe('ExportList', () => {
  it('offers Download for completed exports only', async () => {
    const onDownload = vi.fn();
    render(<ExportList exports={jobs} onDownload={onDownload} />);
    const table = screen.getByRole('table', { name: 'Exports' });
    expect(within(table).getAllByRole('button', { name: /^Download/ })).toHaveLength(1);
    await userEvent.click(
      within(table).getByRole('button', { name: 'Download Credit Applications export 2' }),
    );
    expect(onDownload).toHaveBeenCalledWith(jobs[1]);
  });

  it('shows each status, the row count, and why a failed export failed', () => {
    render(<ExportList exports={jobs} onDownload={vi.fn()} />);
    const table = screen.getByRole('table', { name: 'Exports' });
    const pending = within(table).getByRole('row', { name: /#3/ });
    expect(pending).toHaveTextContent('PENDING');
    expect(pending).toHaveTextContent('Preparing');
    expect(within(table).getByRole('row', { name: /#2/ })).toHaveTextContent('98,765');
    const failed = within(table).getByRole('row', { name: /#1/ });
    expect(failed).toHaveTextContent('FAILED');
    expect(failed).toHaveTextContent('Disk full.');
  });

  it('names the audit trail report as its page is named', () => {
    render(
      <ExportList
        exports={[makeExportJob({ id: 8, report: 'audit_trail', status: 'COMPLETED' })]}
        onDownload={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Download Audit Trail export 8' })).toBeVisible();
  });

  it('names an unknown report by its key', () => {
    render(
      <ExportList exports={[makeExportJob({ id: 9, report: 'audit_log' })]} onDownload={vi.fn()} />,
    );
    expect(screen.getByRole('rowheader', { name: 'audit_log #9' })).toBeVisible();
  });

  it('says when there are none', () => {
    render(<ExportList exports={[]} onDownload={vi.fn()} />);
    expect(screen.getByText(/No exports yet/)).toBeVisible();
  });

  it('shows the error with Retry', async () => {
    const onRetry = vi.fn();
    render(<ExportList exports={[]} error="Offline." onRetry={onRetry} onDownload={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Offline.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
