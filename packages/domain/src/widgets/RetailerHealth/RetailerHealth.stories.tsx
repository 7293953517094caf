import type { Meta, StoryObj } from '@storybook/react-vite';
import { composeStories } from '@storybook/react-vite';
import {
  BucketOverview,
  expectEveryPartShown,
  overviewPartAnnotations,
  type BucketOverviewPart,
} from '../../test/BucketOverview';
import * as retailerHealthCheckerStories from './RetailerHealthChecker/RetailerHealthChecker.stories';
import * as retailerHealthToolsStories from './RetailerHealthTools/RetailerHealthTools.stories';

const parts: BucketOverviewPart[] = [
  {
    title: 'Find a retailer',
    Story: composeStories(retailerHealthToolsStories, overviewPartAnnotations).Default,
  },
  {
    title: 'Health check',
    Story: composeStories(retailerHealthCheckerStories, overviewPartAnnotations).EachDotState,
  },
];

const meta = {
  title: 'Domain/RetailerHealth/Overview',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: 'The retailer health page: finding a retailer, then its health check.',
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
