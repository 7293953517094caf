import type { Meta, StoryObj } from '@storybook/react-vite';
import { composeStories } from '@storybook/react-vite';
import {
  BucketOverview,
  expectEveryPartShown,
  overviewPartAnnotations,
  type BucketOverviewPart,
} from '../../test/BucketOverview';
import * as merchantDetailLayoutStories from './MerchantDetailLayout/MerchantDetailLayout.stories';
import * as merchantListStories from './MerchantList/MerchantList.stories';

const parts: BucketOverviewPart[] = [
  {
    title: 'Finding a merchant',
    Story: composeStories(merchantListStories, overviewPartAnnotations).ServiceUser,
  },
  {
    title: 'One merchant’s page',
    Story: composeStories(merchantDetailLayoutStories, overviewPartAnnotations).EverySlot,
  },
];

const meta = {
  title: 'Domain/Merchant/Overview',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: "The merchant list and one merchant's page with every slot filled.",
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
