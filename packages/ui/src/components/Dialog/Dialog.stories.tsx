import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { FlowDialog, flowDialogStates, type FlowDialogState } from './Dialog';

const meta = {
  title: 'UI/Dialog',
  component: FlowDialog,
  tags: ['autodocs'],
  args: {
    isOpen: true,
    title: 'New Group',
    state: 'form',
    doneMessage: 'Group created.',
    primaryActionLabel: 'Create',
    onClose: fn(),
    onPrimaryAction: fn(),
    children: <TextField label="Group Name" defaultValue="Underwriters" />,
  },
  argTypes: { state: { control: 'inline-radio', options: flowDialogStates } },
} satisfies Meta<typeof FlowDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const inDocument = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Form: Story = {
  play: async ({ args, canvasElement }) => {
    const body = inDocument(canvasElement);
    await userEvent.click(body.getByRole('button', { name: 'Create' }));
    await expect(args.onPrimaryAction).toHaveBeenCalledOnce();
  },
};

export const Working: Story = {
  args: { state: 'working' },
  play: async ({ args, canvasElement }) => {
    const body = inDocument(canvasElement);
    await expect(body.getByRole('progressbar', { name: 'Working' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const Done: Story = {
  args: { state: 'done' },
  play: async ({ args, canvasElement }) => {
    const body = inDocument(canvasElement);
    await expect(body.getByText('Group created.')).toBeInTheDocument();
    await expect(body.getAllByRole('button').filter((button) => button.textContent)).toHaveLength(
      1,
    );
    await userEvent.click(body.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const WholeFlow: Story = {
  render: function WholeFlowStory(args) {
    const [isOpen, setOpen] = useState(false);
    const [state, setState] = useState<FlowDialogState>('form');
    return (
      <>
        <Button
          onPress={() => {
            setState('form');
            setOpen(true);
          }}
        >
          New Group
        </Button>
        <FlowDialog
          {...args}
          isOpen={isOpen}
          state={state}
          onPrimaryAction={() => {
            setState('working');
            setTimeout(() => setState('done'), 300);
          }}
          onClose={() => setOpen(false)}
        />
      </>
    );
  },
  args: { isOpen: false },
  play: async ({ canvas, canvasElement }) => {
    const body = inDocument(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'New Group' }));
    await userEvent.click(await body.findByRole('button', { name: 'Create' }));
    await expect(await body.findByText('Group created.')).toBeInTheDocument();
    await userEvent.click(body.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'New Group' })).toHaveFocus());
  },
};

export const LongTitle: Story = {
  args: {
    title: 'Edit User - a.very.long.username.that.does.not.break.anywhere@posfinance.example',
  },
};
