import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Box } from '../Box/Box';
import { Inline } from '../Layout/Layout';
import { Text } from '../Text/Text';
import { SortableList } from './SortableList';

interface Stage {
  id: string;
  name: string;
}

const stages: Stage[] = [
  { id: 'a', name: 'Affordability' },
  { id: 'b', name: 'Fraud screen' },
  { id: 'c', name: 'Bureau score' },
];

function StageList({
  initial = stages,
  isDisabled,
  onMove,
}: {
  initial?: Stage[];
  isDisabled?: boolean;
  onMove?: (from: number, to: number) => void;
}) {
  const [items, setItems] = useState(initial);
  return (
    <SortableList
      aria-label="Stages"
      items={items}
      getKey={(stage) => stage.id}
      getLabel={(stage, index) => `Stage #${index + 1}, ${stage.name}`}
      isDisabled={isDisabled}
      onMove={(from, to) => {
        onMove?.(from, to);
        setItems((current) => {
          const next = [...current];
          const [moved] = next.splice(from, 1);
          if (moved) next.splice(to, 0, moved);
          return next;
        });
      }}
    >
      {(stage, { index, dragHandle }) => (
        <Box border="default" borderRadius="md" background="surface" padding="100">
          <Inline gap="100" isWrapping={false}>
            {dragHandle}
            <Text weight="bold">Stage #{index + 1}</Text>
            <Text maxLines={1}>{stage.name}</Text>
          </Inline>
        </Box>
      )}
    </SortableList>
  );
}

const meta = {
  title: 'UI/SortableList',
  component: SortableList,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Stages',
    items: stages,
    getKey: (stage: unknown) => (stage as Stage).id,
    getLabel: (stage: unknown) => (stage as Stage).name,
    onMove: fn(),
    children: () => null,
  },
} satisfies Meta<typeof SortableList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { render: () => <StageList /> };

export const MovedByKeyboard: Story = {
  render: (args) => <StageList onMove={args.onMove} />,
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: 'Move Stage #1, Affordability' }).focus();
    await userEvent.keyboard('[Space]');
    await userEvent.keyboard('[ArrowDown]');
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(args.onMove).toHaveBeenCalledWith(0, 1));
    await expect(canvas.getAllByRole('listitem')[1]).toHaveTextContent('Affordability');
  },
};

export const Disabled: Story = {
  render: () => <StageList isDisabled />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /^Move / })).toBeNull();
  },
};

export const LongUnbrokenNames: Story = {
  render: () => (
    <div style={{ width: 280 }}>
      <StageList
        initial={[
          { id: 'a', name: 'affordability_check_with_open_banking_and_bureau_fallback' },
          { id: 'b', name: 'Fraud screen' },
        ]}
      />
    </div>
  ),
};
