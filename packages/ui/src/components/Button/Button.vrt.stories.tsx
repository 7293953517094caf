import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button';
import { buttonSizeNames, buttonToneNames, buttonVariantNames } from './Button.css';

const meta = {
  title: 'UI/Button/Matrix',
  component: Button,
  parameters: { docs: { disable: true } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = [
  { label: 'Default', props: {} },
  { label: 'Disabled', props: { isDisabled: true } },
  { label: 'Pending', props: { isPending: true } },
] as const;

export const EveryVariantAndState: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, max-content)', gap: 12 }}>
      {buttonToneNames.flatMap((tone) =>
        buttonVariantNames.flatMap((variant) =>
          buttonSizeNames.flatMap((size) =>
            states.map(({ label, props }) => (
              <Button
                key={`${tone}-${variant}-${size}-${label}`}
                variant={variant}
                tone={tone}
                size={size}
                {...props}
              >
                {`${variant} ${tone} ${size} ${label}`}
              </Button>
            )),
          ),
        ),
      )}
    </div>
  ),
};
