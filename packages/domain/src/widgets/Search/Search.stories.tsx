import type { Meta, StoryObj } from '@storybook/react-vite';
import { composeStories } from '@storybook/react-vite';
import {
  BucketOverview,
  expectEveryPartShown,
  overviewPartAnnotations,
  type BucketOverviewPart,
} from '../../test/BucketOverview';
import * as quickSearchBoxStories from './QuickSearchBox/QuickSearchBox.stories';
import * as recentlyViewedStories from './RecentlyViewed/RecentlyViewed.stories';
import * as searchResultsStories from './SearchResults/SearchResults.stories';

const parts: BucketOverviewPart[] = [
  {
    title: 'Quick search',
    Story: composeStories(quickSearchBoxStories, overviewPartAnnotations).Closed,
  },
  {
    title: 'Recently viewed',
    Story: composeStories(recentlyViewedStories, overviewPartAnnotations).Merchants,
  },
  {
    title: 'Search results',
    Story: composeStories(searchResultsStories, overviewPartAnnotations).Results,
  },
];

const meta = {
  title: 'Domain/Search/Overview',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: "The top bar's quick search, Recently Viewed and the full search results.",
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
