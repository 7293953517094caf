import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { describePolicyChanges } from '../../model/policy';
import { storyModules, storySnapshot, storyStages, storyVersions } from './policyBuilderStoryData';
import { VersionHistory } from './VersionHistory';

const meta = {
  title: 'Domain/PolicyBuilder/VersionHistory',
  component: VersionHistory,
  tags: ['autodocs'],
  args: {
    versions: storyVersions,
    currentVersion: 3,
    onCompare: fn(),
    onRestore: fn(),
  },
} satisfies Meta<typeof VersionHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Versions: Story = {};

export const Loading: Story = {
  args: { isLoading: true },
};

export const NoVersions: Story = {
  args: { versions: [] },
};

export const Compared: Story = {
  args: {
    comparison: {
      older: 1,
      newer: 3,
      before: storySnapshot(storyStages.slice(0, 1), 'Standard retail'),
      after: storySnapshot(storyStages, 'Standard retail 2026'),
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('table', { name: 'Version 1 compared with Version 3' }),
    ).toBeInTheDocument();
  },
};

/** The changes in the author's words come before the JSON: stage 2 added, named by its module. */
export const ComparedWithChanges: Story = {
  args: {
    comparison: {
      older: 1,
      newer: 3,
      before: storySnapshot(storyStages.slice(0, 1), 'Standard retail'),
      after: storySnapshot(storyStages, 'Standard retail 2026'),
      changes: describePolicyChanges(
        { name: 'Standard retail', regulated: true, stages: storyStages.slice(0, 1) },
        { name: 'Standard retail 2026', regulated: true, stages: storyStages },
        new Map(storyModules.map((module) => [module.module_id, module.name])),
      ),
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Changes from version 1 to version 3' }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByText('Stage 2 added: Bureau score, Hard Search on.'),
    ).toBeInTheDocument();
  },
};

export const PickTwoToCompare: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Compare version 3' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Compare version 1' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Compare' }));
    await expect(args.onCompare).toHaveBeenCalledWith(1, 3);
  },
};

export const RestoreAVersion: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Restore version 2' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await expect(args.onRestore).toHaveBeenCalledWith(2);
  },
};
