import type { Meta, StoryObj } from '@storybook/react-vite';
import { composeStories } from '@storybook/react-vite';
import {
  BucketOverview,
  expectEveryPartShown,
  overviewPartAnnotations,
  type BucketOverviewPart,
} from '../../test/BucketOverview';
import * as rateCardEditorStories from './RateCardEditor/RateCardEditor.stories';
import * as rateCardReportStories from './RateCardReport/RateCardReport.stories';

const parts: BucketOverviewPart[] = [
  {
    title: 'Rate cards',
    Story: composeStories(rateCardReportStories, overviewPartAnnotations).Cards,
  },
  {
    title: 'Rate card',
    Story: composeStories(rateCardEditorStories, overviewPartAnnotations).Saved,
  },
];

const meta = {
  title: 'Domain/RateCard/Overview',
  tags: ['autodocs'],
  parameters: {
    docs: { description: { component: 'The rate card report and one rate card in its editor.' } },
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
