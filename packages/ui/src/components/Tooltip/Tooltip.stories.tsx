import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  args: {
    content: 'Regenerate & Send',
    children: <Button aria-label="Regenerate and send">↻</Button>,
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnKeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Regenerate & Send');
    await userEvent.keyboard('{Escape}');
  },
};

export const StatusExplanation: Story = {
  args: {
    content: 'The customer has been referred for manual underwriting by the lender.',
    placement: 'bottom',
    children: <Button variant="tertiary">REFER</Button>,
  },
};

export const Disabled: Story = { args: { isDisabled: true } };
