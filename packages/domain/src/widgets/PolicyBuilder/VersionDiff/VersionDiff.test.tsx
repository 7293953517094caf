import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VersionDiff } from './VersionDiff';

const labels = { beforeLabel: 'Version 1', afterLabel: 'Version 2' };

describe('VersionDiff', () => {
  it('counts the removed and added lines', () => {
    render(<VersionDiff before={'a\nb\nc'} after={'a\nB\nc\nd'} {...labels} />);
    expect(screen.getByText('1 line removed, 2 lines added.')).toBeVisible();
  });

  it('says when the two versions are the same', () => {
    render(<VersionDiff before={'a\nb'} after={'a\nb'} {...labels} />);
    expect(screen.getByText('The two versions are the same.')).toBeVisible();
  });

  it('puts the older version left and the newer right, under their labels', () => {
    render(<VersionDiff before={'a\nold'} after={'a\nnew'} {...labels} />);
    const table = screen.getByRole('table', { name: 'Version 1 compared with Version 2' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Line', 'Version 1', 'Line', 'Version 2']);
    const changed = within(table).getAllByRole('row')[2]!;
    const cells = within(changed).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('2');
    expect(cells[1]).toHaveTextContent('old');
    expect(cells[3]).toHaveTextContent('new');
  });

  it('tells a screen reader which lines were removed and added, not just by colour', () => {
    render(<VersionDiff before="old" after="new" {...labels} />);
    const table = screen.getByRole('table');
    expect(within(table).getByText('removed:')).toBeInTheDocument();
    expect(within(table).getByText('added:')).toBeInTheDocument();
  });

  it('lets the keyboard reach the comparison to scroll it', async () => {
    render(<VersionDiff before="a" after="b" {...labels} />);
    await userEvent.tab();
    expect(screen.getByRole('region', { name: 'Comparison' })).toHaveFocus();
  });
});
