import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ToastQueue, ToastRegion } from './Toast';

const meta = {
  title: 'UI/Toast',
  component: ToastRegion,
  tags: ['autodocs'],
  parameters: { visualTest: { disable: true } },
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

const storyQueue = new ToastQueue();

export const SuccessAndError: Story = {
  args: { queue: storyQueue },
  render: (args) => (
    <>
      <Button onPress={() => storyQueue.success('Contact updated')}>Save contact</Button>{' '}
      <Button onPress={() => storyQueue.error('Failed to upload')}>Upload</Button>
      <ToastRegion {...args} />
    </>
  ),
  play: async ({ canvasElement, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByText('Failed to upload')).toBeInTheDocument());
    await userEvent.click(body.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(body.queryByText('Failed to upload')).not.toBeInTheDocument());
  },
};
