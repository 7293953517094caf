import type { Meta, StoryObj } from '@storybook/react-vite';
import { composeStories } from '@storybook/react-vite';
import {
  BucketOverview,
  expectEveryPartShown,
  overviewPartAnnotations,
  type BucketOverviewPart,
} from '../../test/BucketOverview';
import * as currentWatchListStories from './CurrentWatchList/CurrentWatchList.stories';
import * as watchListItemsStories from './WatchListItems/WatchListItems.stories';
import * as watchListReportStories from './WatchListReport/WatchListReport.stories';

const parts: BucketOverviewPart[] = [
  {
    title: 'Watch lists',
    Story: composeStories(watchListReportStories, overviewPartAnnotations).Lists,
  },
  {
    title: 'Current list',
    Story: composeStories(currentWatchListStories, overviewPartAnnotations).Current,
  },
  { title: 'Items', Story: composeStories(watchListItemsStories, overviewPartAnnotations).Items },
];

const meta = {
  title: 'Domain/WatchList/Overview',
  tags: ['autodocs'],
  parameters: {
    docs: { description: { component: 'The fraud watch lists, the current list and its items.' } },
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
