import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Inline } from '../Layout';
import { ToastProvider, useToast } from './Toast';

/** Buttons that report a success and an error the way every screen does: through useToast. */
function ToastTriggers() {
  const toast = useToast();
  return (
    <Inline gap="100">
      <Button onPress={() => toast.success('Contact updated')}>Save contact</Button>
      <Button onPress={() => toast.error('Failed to upload')}>Upload</Button>
    </Inline>
  );
}

const meta = {
  title: 'UI/Toast',
  component: ToastProvider,
  tags: ['autodocs'],
  // Toasts are portalled over the page and close themselves: no stable screenshot to compare.
  parameters: { visualTest: { disable: true } },
  args: { children: <ToastTriggers /> },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A success is announced politely and closes itself after 3 seconds. */
export const Success: Story = {
  play: async ({ canvasElement, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save contact' }));
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('status')).toHaveTextContent('Contact updated'));
  },
};

/** An error interrupts and stays until it is dismissed. */
export const ErrorUntilDismissed: Story = {
  play: async ({ canvasElement, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('alert')).toHaveTextContent('Failed to upload'));
    await userEvent.click(body.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(body.queryByText('Failed to upload')).not.toBeInTheDocument());
  },
};
