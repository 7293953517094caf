import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
import { Stack } from '../Layout/Layout';
import { Drawer } from './Drawer';

const navigation = (
  <nav aria-label="Main">
    <Stack gap="100">
      <Link href="#applications">Credit Applications</Link>
      <Link href="#merchants">Merchants</Link>
      <Link href="#users">Users and Groups</Link>
    </Stack>
  </nav>
);

const meta = {
  title: 'UI/Drawer',
  component: Drawer,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Menu',
    closeLabel: 'Close menu',
    trigger: <Button variant="secondary">Menu</Button>,
    children: navigation,
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const inDocument = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Closed: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(inDocument(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const Open: Story = {
  args: { isOpen: true },
  play: async ({ canvasElement }) => {
    const drawer = inDocument(canvasElement).getByRole('dialog', { name: 'Menu' });
    await expect(within(drawer).getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(within(drawer).getByRole('button', { name: 'Close menu' })).toBeVisible();
  },
};

/** Opened from the keyboard, closed with Escape: focus goes back to the Menu button. */
export const KeyboardRoundTrip: Story = {
  render: function KeyboardRoundTripStory(args) {
    const [isOpen, setOpen] = useState(false);
    return <Drawer {...args} isOpen={isOpen} onOpenChange={setOpen} />;
  },
  play: async ({ canvas, canvasElement }) => {
    const body = inDocument(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Menu' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await body.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
