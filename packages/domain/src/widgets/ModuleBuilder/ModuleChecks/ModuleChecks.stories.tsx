import {
  makeCreditPolicyModule,
  makePolicyRule,
  makeRuleCondition,
  mockDataKeys,
} from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { checkModule } from '../../../model/policy';
import { ModuleChecks } from './ModuleChecks';

/** What the editor shows for a module: the findings of the real checks. */
const findingsOf = (module: ReturnType<typeof makeCreditPolicyModule>) =>
  checkModule(module, mockDataKeys);

const withoutTermination = makeCreditPolicyModule({
  rules: [makePolicyRule()],
});

const withSeveralProblems = makeCreditPolicyModule({
  rules: [
    makePolicyRule({
      conditions: [
        makeRuleCondition({ data_key: 'no_such_key' }),
        makeRuleCondition({ order: 2, data_key: 'ccj_count', value: '0' }),
      ],
    }),
  ],
});

const meta = {
  title: 'Domain/ModuleBuilder/ModuleChecks',
  component: ModuleChecks,
  tags: ['autodocs'],
  args: { findings: findingsOf(makeCreditPolicyModule()) },
} satisfies Meta<typeof ModuleChecks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A module the checks pass. */
export const NoProblems: Story = {
  play: async ({ canvas }) => {
    // The checks' Alert fades in: what counts is that it says so, not the frame it is on.
    await expect(canvas.getByText('No problems found.')).toBeInTheDocument();
  },
};

/** One problem: no rule can end the module. */
export const OneProblem: Story = {
  args: { findings: findingsOf(withoutTermination) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Checks: 1 problem')).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
  },
};

/** Several problems, one per line. */
export const Problems: Story = {
  args: { findings: findingsOf(withSeveralProblems) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(args.findings.length);
  },
};
