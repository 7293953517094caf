import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ModuleJsonEditor } from './ModuleJsonEditor';
import { storyRules } from './moduleBuilderStoryData';

const meta = {
  title: 'Domain/ModuleBuilder/ModuleJsonEditor',
  component: ModuleJsonEditor,
  tags: ['autodocs'],
  args: {
    value: { name: 'Affordability', rules: storyRules.slice(0, 1) },
    onChange: fn(),
    onValidityChange: fn(),
  },
} satisfies Meta<typeof ModuleJsonEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Editable: Story = {};

export const ReadOnly: Story = { args: { isReadOnly: true } };

/** Typing a stray character: a second later the JSON is reported invalid. */
export const InvalidJson: Story = {
  play: async ({ args, canvas }) => {
    const textbox = canvas.getByRole('textbox', { name: /Module JSON/ });
    await userEvent.click(textbox);
    await userEvent.keyboard('{Control>}{End}{/Control}}');
    await waitFor(() => expect(args.onValidityChange).toHaveBeenLastCalledWith(false), {
      timeout: 3000,
    });
    await expect(canvas.getByText(/^The JSON is not valid/)).toBeVisible();
  },
};
