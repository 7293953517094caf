import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect } from 'storybook/test';
import { Inline, Stack } from '../Layout/Layout';
import { Text } from '../Text/Text';
import {
  FieldCheckIcon,
  FieldChevronIcon,
  FieldEyeIcon,
  FieldMinusIcon,
  FieldPlusIcon,
} from './FieldIcons';

/** An icon beside the name of the field part that uses it. */
function Sample({ icon, name }: { icon: ReactNode; name: string }) {
  return (
    <Inline gap="100" align="center">
      {icon}
      <Text>{name}</Text>
    </Inline>
  );
}

/**
 * The decorative icons of the field components (Select and ComboBox's chevron, NumberField's
 * steppers, PasswordField's eye, the chosen option's tick). They take the text colour around
 * them and are always hidden from assistive technology: the control they sit in carries the name.
 */
const meta = {
  title: 'UI/Field/FieldIcons',
  component: FieldEyeIcon,
  tags: ['autodocs'],
  args: { isCrossed: false },
} satisfies Meta<typeof FieldEyeIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every icon, with the field part that shows it. */
export const EveryIcon: Story = {
  render: (args) => (
    <Stack gap="100">
      <Sample icon={<FieldChevronIcon />} name="Chevron: opens a Select or ComboBox list" />
      <Sample icon={<FieldPlusIcon />} name="Plus: NumberField increment" />
      <Sample icon={<FieldMinusIcon />} name="Minus: NumberField decrement" />
      <Sample icon={<FieldCheckIcon />} name="Tick: the chosen option" />
      <Sample icon={<FieldEyeIcon {...args} />} name="Eye: show the password" />
      <Sample icon={<FieldEyeIcon isCrossed />} name="Crossed eye: hide the password" />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const icons = canvasElement.querySelectorAll('svg');
    await expect(icons).toHaveLength(6);
    for (const icon of icons) await expect(icon).toHaveAttribute('aria-hidden', 'true');
  },
};

/** An icon takes the colour of the text it sits in. */
export const InTone: Story = {
  render: () => (
    <Text as="div" tone="critical">
      <Sample icon={<FieldCheckIcon />} name="Critical text" />
    </Text>
  ),
};
