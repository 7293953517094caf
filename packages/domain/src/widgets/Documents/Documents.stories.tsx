import type { Meta, StoryObj } from '@storybook/react-vite';
import { composeStories } from '@storybook/react-vite';
import {
  BucketOverview,
  expectEveryPartShown,
  overviewPartAnnotations,
  type BucketOverviewPart,
} from '../../test/BucketOverview';
import * as documentChecksStories from './DocumentChecks/DocumentChecks.stories';
import * as documentListStories from './DocumentList/DocumentList.stories';
import * as documentVersionBannerStories from './DocumentVersionBanner/DocumentVersionBanner.stories';
import * as documentVersionsStories from './DocumentVersions/DocumentVersions.stories';

const parts: BucketOverviewPart[] = [
  {
    title: 'Every lender’s documents',
    Story: composeStories(documentListStories, overviewPartAnnotations).EveryLender,
  },
  {
    title: 'The draft it shows',
    Story: composeStories(documentVersionBannerStories, overviewPartAnnotations).Draft,
  },
  {
    title: 'Its version history',
    Story: composeStories(documentVersionsStories, overviewPartAnnotations).Versions,
  },
  {
    title: 'What the checks found',
    Story: composeStories(documentChecksStories, overviewPartAnnotations).Findings,
  },
];

const meta = {
  title: 'Domain/Documents/Overview',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The lender documents list, then one document: its version banner, versions and checks.',
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
