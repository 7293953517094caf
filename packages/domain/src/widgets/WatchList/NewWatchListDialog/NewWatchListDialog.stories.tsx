import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { readWatchListCsv } from '../../../model/readWatchListCsv';
import { NewWatchListDialog, type NewWatchListDialogProps } from './NewWatchListDialog';
import { csvFile, problemCsvs, validCsv } from './newWatchListStoryData';

const neverEnds = () => new Promise<never>(() => {});

const meta = {
  title: 'Domain/WatchList/NewWatchListDialog',
  component: NewWatchListDialog,
  tags: ['autodocs'],
  args: {
    isOpen: true,
    onClose: fn(),
    readFile: (file, options) => readWatchListCsv(file, options),
    onAdd: fn<NewWatchListDialogProps['onAdd']>(() => Promise.resolve()),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NewWatchListDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'New Watch List' });

/** Chooses a CSV file holding `text` in the dialog's file picker. */
async function chooseFile(canvasElement: HTMLElement, text: string) {
  const dialog = dialogOf(canvasElement);
  await userEvent.upload(
    dialog.querySelector<HTMLInputElement>('input[type="file"]')!,
    csvFile(text),
  );
  return within(dialog);
}

/** Chooses a file with the problem, and waits for the list of problems. */
const withProblem = (csv: string, expected: string): Story => ({
  play: async ({ canvasElement }) => {
    const dialog = await chooseFile(canvasElement, csv);
    await dialog.findByRole('list', { name: 'Problems in the file' });
    await expect(dialog.getByText(expected, { exact: false })).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Add' })).toBeDisabled();
  },
});

export const ChooseFile: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(dialogOf(canvasElement)).getByRole('button', { name: 'Add' }),
    ).toBeDisabled();
  },
};

export const Reading: Story = {
  args: {
    readFile: (_file, { onProgress }) => {
      onProgress(0.42);
      return neverEnds();
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await chooseFile(canvasElement, validCsv);
    await expect(
      await dialog.findByRole('progressbar', { name: 'Reading watch-list.csv' }),
    ).toHaveAttribute('aria-valuenow', '42');
  },
};

export const EmptyFile = withProblem(problemCsvs.empty, 'CSV must not be empty');
export const HeaderOnly = withProblem(
  problemCsvs.headerOnly,
  'The csv must contain at least one row.',
);
export const MissingColumn = withProblem(problemCsvs.missingColumn, "'Email' column is expected.");
export const UnknownColumn = withProblem(
  problemCsvs.unknownColumn,
  'Nickname is not an acceptable column.',
);
export const MalformedRow = withProblem(problemCsvs.malformedRow, 'row 3 data is malformed.');
export const UnreadableRow = withProblem(problemCsvs.parseError, 'row 3 data is malformed.');

export const ManyProblems = withProblem(
  `${validCsv.split('\r\n')[0]}\r\n${Array.from({ length: 150 }, () => 'a,b').join('\r\n')}`,
  'Showing the first 100 of 150 problems.',
);

export const ReadyToAdd: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await chooseFile(canvasElement, validCsv);
    await expect(await dialog.findByText(/holds 3 items, ready to add/)).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Add' })).toBeEnabled();
  },
};

export const Uploading: Story = {
  args: {
    onAdd: fn<NewWatchListDialogProps['onAdd']>((_items, { onProgress }) => {
      onProgress({ sentItems: 2, totalItems: 3 });
      return neverEnds();
    }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await chooseFile(canvasElement, validCsv);
    await dialog.findByText(/ready to add/);
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expect(
      dialog.getByRole('progressbar', { name: 'Uploading watch-list.csv' }),
    ).toHaveAttribute('aria-valuetext', '2 of 3 items');
  },
};

export const Created: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await chooseFile(canvasElement, validCsv);
    await dialog.findByText(/ready to add/);
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expect(await dialog.findByText('Watch List created.')).toBeInTheDocument();
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
  },
};

export const UploadFailed: Story = {
  args: {
    onAdd: fn<NewWatchListDialogProps['onAdd']>(() =>
      Promise.reject(new Error('This upload has ended or expired. Please upload the file again.')),
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await chooseFile(canvasElement, validCsv);
    await dialog.findByText(/ready to add/);
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Nothing was saved.');
  },
};
