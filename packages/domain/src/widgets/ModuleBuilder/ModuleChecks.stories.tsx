import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModuleChecks } from './ModuleChecks';

const meta = {
  title: 'Domain/ModuleBuilder/ModuleChecks',
  component: ModuleChecks,
  tags: ['autodocs'],
  args: { findings: [] },
} satisfies Meta<typeof ModuleChecks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoProblems: Story = {};

export const Problems: Story = {
  args: {
    findings: [
      {
        kind: 'GOTO_LOOP',
        module_id: 7,
        rule_number: 1,
        condition_order: 2,
        message: 'Rule 1: conditions 2 and 3 go to each other in a loop.',
      },
      {
        kind: 'UNKNOWN_DATA_KEY',
        module_id: 7,
        rule_number: 2,
        condition_order: 1,
        message: 'Rule 2, condition 1: No Key is not a known data key.',
      },
    ],
  },
};
