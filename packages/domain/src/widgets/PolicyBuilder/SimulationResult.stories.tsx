import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storySimulation } from './policyBuilderStoryData';
import { SimulationResult } from './SimulationResult';

const meta = {
  title: 'Domain/PolicyBuilder/SimulationResult',
  component: SimulationResult,
  tags: ['autodocs'],
  args: { result: storySimulation() },
} satisfies Meta<typeof SimulationResult>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Result: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '100234' })).toHaveAttribute(
      'href',
      '/credit-app/100234/',
    );
    await expect(canvas.getByText('-22')).toBeInTheDocument();
  },
};

export const NoChanges: Story = {
  args: {
    result: storySimulation({
      changes: [],
      changed_count: 0,
      decisions: storySimulation().decisions.map((row) => ({
        ...row,
        simulated_count: row.actual_count,
      })),
    }),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('No application would get another decision.'),
    ).toBeInTheDocument();
  },
};

export const MoreChangesThanShown: Story = {
  args: { result: storySimulation({ changed_count: 1204 }) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Showing the first 3 of 1,204 changed applications.'),
    ).toBeInTheDocument();
  },
};

export const WithProblems: Story = {
  args: {
    result: storySimulation({
      problems: [
        {
          kind: 'GOTO_LOOP',
          stage_number: 1,
          module_id: 102,
          rule_number: 2,
          condition_order: 3,
          message: 'Conditions 3 and 4 send each other round in a loop; the rule referred.',
        },
      ],
    }),
  },
};

export const NoApplications: Story = {
  args: {
    result: storySimulation({
      application_count: 0,
      changes: [],
      changed_count: 0,
      decisions: storySimulation().decisions.map((row) => ({
        ...row,
        actual_count: 0,
        simulated_count: 0,
      })),
    }),
  },
};
