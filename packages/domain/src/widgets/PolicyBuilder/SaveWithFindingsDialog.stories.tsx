import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { storyFindings, storyModules } from './policyBuilderStoryData';
import { SaveWithFindingsDialog } from './SaveWithFindingsDialog';

const meta = {
  title: 'Domain/PolicyBuilder/SaveWithFindingsDialog',
  component: SaveWithFindingsDialog,
  tags: ['autodocs'],
  args: {
    isOpen: true,
    findings: storyFindings,
    moduleNames: new Map(storyModules.map((module) => [module.module_id, module.name])),
    saveLabel: 'Update',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof SaveWithFindingsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SeveralFindings: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'The checks are failing' });
    await expect(dialog).toHaveTextContent('The checks found 3 problems. Update anyway?');
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const OneFinding: Story = {
  args: { findings: storyFindings.slice(0, 1), saveLabel: 'Save' },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('The checks found 1 problem. Save anyway?');
  },
};

export const UnknownModules: Story = {
  args: { moduleNames: undefined },
};
