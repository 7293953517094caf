import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  longNamedModules,
  manyStoryStages,
  storyModules,
  storyStages,
} from './policyBuilderStoryData';
import type { PolicyStageDraft } from './policyBuilderTypes';
import { StageBuilder, type StageBuilderProps } from './StageBuilder';

/** The builder keeps its own stages here, as the policy page does in its draft. */
function StatefulBuilder(props: StageBuilderProps) {
  const [stages, setStages] = useState<PolicyStageDraft[]>([...props.stages]);
  return (
    <StageBuilder
      {...props}
      stages={stages}
      onChange={(next) => {
        setStages(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Domain/PolicyBuilder/StageBuilder',
  component: StageBuilder,
  tags: ['autodocs'],
  args: { stages: storyStages, modules: storyModules, onChange: fn() },
  render: (args) => <StatefulBuilder {...args} />,
} satisfies Meta<typeof StageBuilder>;

export default meta;
type Story = StoryObj<typeof meta>;

const modulesOf = (stage: HTMLElement) =>
  within(stage)
    .queryAllByRole('button', { name: /^Move / })
    .map((button) => button.getAttribute('aria-label')?.replace(/^Move /, ''));

export const TwoStages: Story = {};

export const NoStages: Story = {
  args: { stages: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No stages')).toBeInTheDocument();
  },
};

export const LoadingModules: Story = {
  args: { isLoadingModules: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getAllByText('Loading, this may take upwards of 60 seconds...'),
    ).toHaveLength(2);
  },
};

export const ManyStages: Story = {
  args: { stages: manyStoryStages(8) },
};

export const LongNames: Story = {
  args: {
    modules: longNamedModules,
    stages: [{ order: 1, hard_search: false, modules: [{ module_id: 201 }, { module_id: 202 }] }],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
};

export const Disabled: Story = {
  args: { isDisabled: true },
};

export const AddAStage: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add a stage' }));
    await expect(canvas.getByRole('group', { name: 'Stage #3' })).toBeInTheDocument();
    await expect(args.onChange).toHaveBeenLastCalledWith([
      ...storyStages,
      { order: 3, hard_search: false, modules: [] },
    ]);
  },
};

export const AddAModule: Story = {
  play: async ({ args, canvas }) => {
    const stage = canvas.getByRole('group', { name: 'Stage #2' });
    await userEvent.click(within(stage).getByRole('button', { name: /Module for Stage #2/ }));
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).queryByRole('option', { name: 'Bureau score' })).toBeNull();
    await userEvent.click(within(listbox).getByRole('option', { name: 'Affordability' }));
    await userEvent.click(within(stage).getByRole('button', { name: 'Add a module' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([
      storyStages[0],
      { order: 2, hard_search: true, modules: [{ module_id: 101 }, { module_id: 102 }] },
    ]);
    await expect(modulesOf(stage)).toEqual(['Stage #2', 'Bureau score', 'Affordability']);
  },
};

export const AddWithoutAModule: Story = {
  play: async ({ args, canvas }) => {
    const stage = canvas.getByRole('group', { name: 'Stage #1' });
    await userEvent.click(within(stage).getByRole('button', { name: 'Add a module' }));
    await expect(await within(stage).findByText('Choose a module to add.')).toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReorderStagesByKeyboard: Story = {
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: 'Move Stage #1' }).focus();
    await userEvent.keyboard('[Space]');
    await userEvent.keyboard('[ArrowDown]');
    await userEvent.keyboard('[Space]');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith([
        { order: 1, hard_search: true, modules: [{ module_id: 101 }] },
        { order: 2, hard_search: false, modules: [{ module_id: 103 }, { module_id: 104 }] },
      ]),
    );
    await waitFor(() =>
      expect(modulesOf(canvas.getByRole('group', { name: 'Stage #1' }))).toEqual([
        'Stage #1',
        'Bureau score',
      ]),
    );
  },
};

export const ReorderModulesByKeyboard: Story = {
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: 'Move Fraud screen' }).focus();
    await userEvent.keyboard('[Space]');
    await userEvent.keyboard('[ArrowDown]');
    await userEvent.keyboard('[Space]');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith([
        { order: 1, hard_search: false, modules: [{ module_id: 104 }, { module_id: 103 }] },
        storyStages[1],
      ]),
    );
  },
};

export const DeleteAStage: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Stage #1' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { order: 1, hard_search: true, modules: [{ module_id: 101 }] },
    ]);
    await expect(canvas.queryByRole('group', { name: 'Stage #2' })).toBeNull();
  },
};
