import type { Meta, StoryObj } from '@storybook/react-vite';
import { composeStories } from '@storybook/react-vite';
import {
  BucketOverview,
  expectEveryPartShown,
  overviewPartAnnotations,
  type BucketOverviewPart,
} from '../../test/BucketOverview';
import * as settlementApiKeysStories from './SettlementApiKeys/SettlementApiKeys.stories';
import * as settlementHistoryStories from './SettlementHistory/SettlementHistory.stories';
import * as settlementReportStories from './SettlementReport/SettlementReport.stories';
import * as settlementStatusStories from './SettlementStatus/SettlementStatus.stories';

const parts: BucketOverviewPart[] = [
  {
    title: 'Status',
    Story: composeStories(settlementStatusStories, overviewPartAnnotations).GeneratedAndDelivered,
  },
  {
    title: 'Last run',
    Story: composeStories(settlementReportStories, overviewPartAnnotations).LastRun,
  },
  {
    title: 'History',
    Story: composeStories(settlementHistoryStories, overviewPartAnnotations).FirstPage,
  },
  {
    title: 'API keys',
    Story: composeStories(settlementApiKeysStories, overviewPartAnnotations).Keys,
  },
];

const meta = {
  title: 'Domain/Settlement/Overview',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: "Settlement: today's status, the last run, the history and the API keys.",
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
