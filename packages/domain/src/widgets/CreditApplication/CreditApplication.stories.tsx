import type { Meta, StoryObj } from '@storybook/react-vite';
import { composeStories } from '@storybook/react-vite';
import {
  BucketOverview,
  expectEveryPartShown,
  overviewPartAnnotations,
  type BucketOverviewPart,
} from '../../test/BucketOverview';
import * as decisionLogPanelStories from './DecisionLogPanel/DecisionLogPanel.stories';
import * as orderSummaryStories from './OrderSummary/OrderSummary.stories';
import * as statusHistoryStories from './StatusHistory/StatusHistory.stories';

const parts: BucketOverviewPart[] = [
  {
    title: 'The order',
    Story: composeStories(orderSummaryStories, overviewPartAnnotations).ServiceUser,
  },
  {
    title: 'How its status changed',
    Story: composeStories(statusHistoryStories, overviewPartAnnotations).Default,
  },
  {
    title: 'How it was decided',
    Story: composeStories(decisionLogPanelStories, overviewPartAnnotations).Default,
  },
];

const meta = {
  title: 'Domain/CreditApplication/Overview',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'One credit application as its page starts: the order, its status history and its decisions.',
      },
    },
  },
  render: () => <BucketOverview parts={parts} />,
} satisfies Meta;

export default meta;

/** Every widget of the bucket in the state its page shows first. */
export const Composition: StoryObj = {
  play: async ({ canvasElement }) => {
    await expectEveryPartShown(canvasElement, parts);
  },
};
