import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Link } from './Link';

const meta = {
  title: 'UI/Link',
  component: Link,
  tags: ['autodocs'],
  args: { children: 'View Application', href: '#/credit-app/1042/' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => (
    <p>
      The agreement is ready: <Link {...args}>download the signed agreement</Link>.
    </p>
  ),
};
export const Standalone: Story = { args: { variant: 'standalone' } };
export const External: Story = {
  args: { isExternal: true, href: 'https://example.com/docs', children: 'Documentation' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /^Documentation\s*\(opens in a new tab\)$/ });
    await expect(link).toHaveAttribute('target', '_blank');
  },
};
export const Disabled: Story = { args: { isDisabled: true } };
export const PressHandler: Story = {
  args: { href: undefined, onPress: fn(), children: 'Forgotten Password?' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText('Forgotten Password?'));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};
export const LongUnbrokenText: Story = {
  render: (args) => (
    <div style={{ width: 160 }}>
      <Link {...args}>
        https://documents.example.com/lenders/34/agreements/retailer-operating-agreement-v12.pdf
      </Link>
    </div>
  ),
};
