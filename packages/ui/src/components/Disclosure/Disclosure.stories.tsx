import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Accordion, Disclosure } from './Disclosure';

const meta = {
  title: 'UI/Disclosure',
  component: Disclosure,
  tags: ['autodocs'],
  args: { title: 'Basic Information', children: 'First name, last name, email and mobile.' },
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Basic Information/ });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Open: Story = {
  args: { defaultExpanded: true },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Basic Information/ });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // The chevron turns to show the open state, not only the panel below it.
    const chevron = trigger.querySelector('[aria-hidden="true"]');
    await expect(chevron && getComputedStyle(chevron).transform).not.toBe('none');
  },
};

export const Compact: Story = {
  args: { title: 'Columns', density: 'compact' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Columns/ });
    // A tool beside a list takes less height than a page section's trigger.
    await expect(trigger.getBoundingClientRect().height).toBeLessThan(36);
  },
};

export const AccordionOneAtATime: Story = {
  render: () => (
    <Accordion defaultExpandedKeys={['basic']}>
      <Disclosure id="basic" title="Basic Information">
        First name, last name, email and mobile.
      </Disclosure>
      <Disclosure id="password" title="Update Password">
        Current password, new password and confirmation.
      </Disclosure>
    </Accordion>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Update Password/ }));
    await expect(canvas.getByRole('button', { name: /Basic Information/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const LongTitleInNarrowContainer: Story = {
  args: { title: 'Agreements between lender and merchants including custom operating agreements' },
  render: (args) => (
    <div style={{ width: 220 }}>
      <Disclosure {...args} />
    </div>
  ),
};
