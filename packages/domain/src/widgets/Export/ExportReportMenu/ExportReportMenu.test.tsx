import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ExportReportMenu } from './ExportReportMenu';

describe('ExportReportMenu', () => {
  it("offers 'Download as File' and 'Schedule as Report'", async () => {
    const onDownload = vi.fn();
    const onSchedule = vi.fn();
    render(<ExportReportMenu onDownload={onDownload} onSchedule={onSchedule} />);
    await userEvent.click(screen.getByRole('button', { name: /Export Report/ }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Download as File', 'Schedule as Report']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Schedule as Report' }));
    expect(onSchedule).toHaveBeenCalledTimes(1);
    expect(onDownload).not.toHaveBeenCalled();
  });

  it('leaves Schedule as Report out when the page cannot schedule', async () => {
    render(<ExportReportMenu onDownload={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: /Export Report/ }));
    expect(screen.getAllByRole('menuitem')).toHaveLength(1);
  });

  it('downloads when Download as File is chosen', async () => {
    const onDownload = vi.fn();
    render(<ExportReportMenu onDownload={onDownload} onSchedule={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: /Export Report/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Download as File' }));
    expect(onDownload).toHaveBeenCalledTimes(1);
  });

  it('cannot be opened while disabled', async () => {
    render(<ExportReportMenu onDownload={vi.fn()} isDisabled />);
    const button = screen.getByRole('button', { name: /Export Report/ });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
