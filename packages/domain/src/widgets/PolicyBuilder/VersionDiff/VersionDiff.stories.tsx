import { makeCreditPolicy } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { VersionDiff } from './VersionDiff';

/** A version's snapshot as the policy history compares it: pretty-printed JSON. */
const snapshot = (policy: ReturnType<typeof makeCreditPolicy>) =>
  JSON.stringify(
    {
      name: policy.name,
      lender_id: policy.lender_id,
      regulated: policy.regulated,
      stages: policy.stages,
    },
    null,
    2,
  );

const version1 = makeCreditPolicy();
const version2 = makeCreditPolicy({
  version: 2,
  name: 'Standard retail (summer)',
  stages: [
    { order: 1, hard_search: false, modules: [{ module_id: 7 }, { module_id: 9 }] },
    { order: 2, hard_search: true, modules: [] },
  ],
});

const meta = {
  title: 'Domain/PolicyBuilder/VersionDiff',
  component: VersionDiff,
  tags: ['autodocs'],
  args: {
    before: snapshot(version1),
    after: snapshot(version2),
    beforeLabel: 'Version 1',
    afterLabel: 'Version 2',
  },
} satisfies Meta<typeof VersionDiff>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A renamed policy with a module added: removed lines left, added lines right. */
export const Changed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 line removed, 4 lines added.')).toBeVisible();
    await expect(
      canvas.getByRole('table', { name: 'Version 1 compared with Version 2' }),
    ).toBeVisible();
  },
};

/** Nothing changed between the two versions. */
export const Same: Story = {
  args: { after: snapshot(version1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The two versions are the same.')).toBeVisible();
  },
};

/** Only lines added: the left side shows gaps where the new lines sit. */
export const OnlyAdded: Story = {
  args: { before: 'Line one', after: 'Line one\nLine two' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0 lines removed, 1 line added.')).toBeVisible();
  },
};

/** A long comparison scrolls inside its own region, which the keyboard can reach. */
export const LongComparison: Story = {
  args: {
    before: Array.from({ length: 60 }, (_, index) => `line ${index + 1}`).join('\n'),
    after: Array.from({ length: 60 }, (_, index) =>
      index === 41 ? 'line 42, changed' : `line ${index + 1}`,
    ).join('\n'),
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: 'Comparison' })).toHaveFocus();
  },
};

/** A line without spaces wraps instead of widening the table. */
export const LongUnbrokenLine: Story = {
  args: { before: 'short', after: `https://lender.example.com/${'a'.repeat(180)}` },
};
