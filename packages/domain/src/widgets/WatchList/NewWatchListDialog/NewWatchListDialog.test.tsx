import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readWatchListCsv } from '../../../model/readWatchListCsv';
import { NewWatchListDialog, type NewWatchListDialogProps } from './NewWatchListDialog';
import { csvFile, problemCsvs, validCsv } from './newWatchListStoryData';

function renderDialog(props: Partial<NewWatchListDialogProps> = {}) {
  const handlers = {
    onClose: vi.fn(),
    onAdd: vi.fn<NewWatchListDialogProps['onAdd']>(() => Promise.resolve()),
    readFile: vi.fn<NewWatchListDialogProps['readFile']>((file, options) =>
      readWatchListCsv(file, options),
    ),
  };
  render(<NewWatchListDialog isOpen {...handlers} {...props} />);
  const dialog = screen.getByRole('dialog', { name: 'New Watch List' });
  const choose = (text: string) =>
    userEvent.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, csvFile(text));
  return { ...handlers, dialog, choose };
}

const addButton = () => screen.getByRole('button', { name: 'Add' });

describe('NewWatchListDialog', () => {
  it('keeps Add disabled until a valid file is chosen', async () => {
    const { choose } = renderDialog();
    expect(addButton()).toBeDisabled();
    await choose(validCsv);
    expect(await screen.findByText(/holds 3 items, ready to add/)).toBeInTheDocument();
    expect(addButton()).toBeEnabled();
  });

  describe('the rules of merchants.md section 5, listed so the file can be fixed', () => {
    it.each([
      ['empty', 'CSV must not be empty'],
      ['headerOnly', 'The csv must contain at least one row.'],
      ['missingColumn', "'Email' column is expected."],
      ['unknownColumn', 'Nickname is not an acceptable column.'],
      ['malformedRow', 'row 3 data is malformed.'],
      ['parseError', 'row 3 data is malformed.'],
    ] as const)('%s: %s', async (name, expected) => {
      const { choose } = renderDialog();
      await choose(problemCsvs[name]);
      const list = await screen.findByRole('list', { name: 'Problems in the file' });
      expect(within(list).getByText(expected, { exact: false })).toBeInTheDocument();
      expect(addButton()).toBeDisabled();
    });

    it('lets the keyboard reach the list, so a long one can be scrolled', async () => {
      const { choose } = renderDialog();
      await choose(problemCsvs.missingColumn);
      const list = await screen.findByRole('list', { name: 'Problems in the file' });
      expect(list).toHaveAttribute('tabindex', '0');
    });

    it('takes a fixed file chosen again', async () => {
      const { choose } = renderDialog();
      await choose(problemCsvs.missingColumn);
      await screen.findByRole('list', { name: 'Problems in the file' });
      await choose(validCsv);
      await waitFor(() => expect(addButton()).toBeEnabled());
      expect(screen.queryByRole('list', { name: 'Problems in the file' })).toBeNull();
    });
  });

  it('shows how far the reading has got', async () => {
    const { choose } = renderDialog({
      readFile: (_file, { onProgress }) => {
        onProgress(0.42);
        return new Promise(() => {});
      },
    });
    await choose(validCsv);
    expect(
      await screen.findByRole('progressbar', { name: 'Reading watch-list.csv' }),
    ).toHaveAttribute('aria-valuenow', '42');
  });

  it("uploads the checked items with progress and ends with 'Watch List created.'", async () => {
    let finish!: () => void;
    const onAdd = vi.fn<NewWatchListDialogProps['onAdd']>((_items, { onProgress }) => {
      onProgress({ sentItems: 2, totalItems: 3 });
      return new Promise<void>((resolve) => (finish = resolve));
    });
    const { choose, onClose } = renderDialog({ onAdd });
    await choose(validCsv);
    await waitFor(() => expect(addButton()).toBeEnabled());
    await userEvent.click(addButton());
    expect(onAdd.mock.calls[0]?.[0]).toHaveLength(3);
    expect(onAdd.mock.calls[0]?.[0][0]).toMatchObject({ phonenumber: '01134960000' });
    const progress = screen.getByRole('progressbar', { name: 'Uploading watch-list.csv' });
    expect(progress).toHaveAttribute('aria-valuetext', '2 of 3 items');
    finish();
    expect(await screen.findByText('Watch List created.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('abandons an upload cancelled half way and says nothing was saved', async () => {
    let signal: AbortSignal | undefined;
    const { choose } = renderDialog({
      onAdd: (_items, options) => {
        signal = options.signal;
        return new Promise(() => {});
      },
    });
    await choose(validCsv);
    await waitFor(() => expect(addButton()).toBeEnabled());
    await userEvent.click(addButton());
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(signal?.aborted).toBe(true);
    expect(screen.getByText('The upload was cancelled. Nothing was saved.')).toBeInTheDocument();
    expect(addButton()).toBeEnabled();
  });

  it("shows the server's reason when the upload fails, and tries again", async () => {
    const onAdd = vi
      .fn<NewWatchListDialogProps['onAdd']>()
      .mockRejectedValueOnce(new Error('The request is not valid.'))
      .mockResolvedValueOnce();
    const { choose } = renderDialog({ onAdd });
    await choose(validCsv);
    await waitFor(() => expect(addButton()).toBeEnabled());
    await userEvent.click(addButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('The request is not valid.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Watch List created.')).toBeInTheDocument();
  });
});
