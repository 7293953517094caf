import type { Meta, StoryObj } from '@storybook/react-vite';
import { composeStories } from '@storybook/react-vite';
import {
  BucketOverview,
  expectEveryPartShown,
  overviewPartAnnotations,
  type BucketOverviewPart,
} from '../../test/BucketOverview';
import * as acceptanceRateStories from './AcceptanceRateWidget/AcceptanceRateWidget.stories';
import * as outcomeByVersionStories from './OutcomeByVersionWidget/OutcomeByVersionWidget.stories';

const parts: BucketOverviewPart[] = [
  {
    title: 'Acceptance Rate',
    Story: composeStories(acceptanceRateStories, overviewPartAnnotations).RateByDay,
  },
  {
    title: 'Outcome by Policy Version',
    Story: composeStories(outcomeByVersionStories, overviewPartAnnotations).ForAPolicy,
  },
];

const meta = {
  title: 'Domain/Insights/Overview',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Two insight widgets as the dashboard pins them: the acceptance rate over all applications, then the outcomes of one credit policy by its version.',
      },
    },
  },
  render: () => <BucketOverview parts={parts} />,
} satisfies Meta;

export default meta;

/** Every widget of the bucket in the state the dashboard shows first. */
export const Composition: StoryObj = {
  play: async ({ canvasElement }) => {
    await expectEveryPartShown(canvasElement, parts);
  },
};
