import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { storyVersions } from './policyBuilderStoryData';
import { VersionHistory, type VersionHistoryProps } from './VersionHistory';

function renderHistory(props: Partial<VersionHistoryProps> = {}) {
  const onCompare = vi.fn();
  const onRestore = vi.fn();
  render(
    <VersionHistory
      versions={storyVersions}
      currentVersion={3}
      onCompare={onCompare}
      onRestore={onRestore}
      {...props}
    />,
  );
  return { onCompare, onRestore, user: userEvent.setup() };
}

describe('VersionHistory', () => {
  it('lists the versions newest first, with who saved them', () => {
    renderHistory();
    const rows = within(screen.getByRole('table', { name: 'Versions' })).getAllByRole('rowheader');
    expect(rows.map((row) => row.textContent)).toEqual(['3 (current)', '2', '1']);
    expect(screen.getByText('lender')).toBeInTheDocument();
    expect(screen.getByText('System')).toBeInTheDocument();
  });

  it('compares the two versions picked, older first; a third pick lets go of the first', async () => {
    const { onCompare, user } = renderHistory();
    const compare = screen.getByRole('button', { name: 'Compare' });
    expect(compare).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Compare version 3' }));
    await user.click(screen.getByRole('checkbox', { name: 'Compare version 2' }));
    await user.click(screen.getByRole('checkbox', { name: 'Compare version 1' }));
    expect(screen.getByRole('checkbox', { name: 'Compare version 3' })).not.toBeChecked();
    await user.click(compare);
    expect(onCompare).toHaveBeenCalledWith(1, 2);
  });

  it('shows a comparison side by side', () => {
    renderHistory({
      comparison: { older: 1, newer: 2, before: '{\n  "a": 1\n}', after: '{\n  "a": 2\n}' },
    });
    expect(screen.getByText('1 line removed, 1 line added.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Version 1 compared with Version 2' });
    expect(within(table).getByText('removed:')).toBeInTheDocument();
  });

  it('lists the changes in words before the comparison, or says there are none', () => {
    const { rerender } = render(
      <VersionHistory
        versions={storyVersions}
        onCompare={vi.fn()}
        onRestore={vi.fn()}
        comparison={{ older: 1, newer: 2, before: '{}', after: '{}', changes: ['Now regulated.'] }}
      />,
    );
    const heading = screen.getByRole('heading', { name: 'Changes from version 1 to version 2' });
    expect(heading.nextElementSibling).toHaveTextContent('Now regulated.');
    rerender(
      <VersionHistory
        versions={storyVersions}
        onCompare={vi.fn()}
        onRestore={vi.fn()}
        comparison={{ older: 1, newer: 2, before: '{}', after: '{}', changes: [] }}
      />,
    );
    expect(screen.getByText('No changes found.')).toBeInTheDocument();
  });

  it('restores a version only once confirmed, and not the current one', async () => {
    const { onRestore, user } = renderHistory();
    expect(screen.queryByRole('button', { name: 'Restore version 3' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Restore version 1' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Restore version 1?' });
    expect(onRestore).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(onRestore).toHaveBeenCalledWith(1);
  });
});
