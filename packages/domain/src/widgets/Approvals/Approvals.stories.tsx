import type { Meta, StoryObj } from '@storybook/react-vite';
import { composeStories } from '@storybook/react-vite';
import {
  BucketOverview,
  expectEveryPartShown,
  overviewPartAnnotations,
  type BucketOverviewPart,
} from '../../test/BucketOverview';
import * as approvalRequestPanelStories from './ApprovalRequestPanel/ApprovalRequestPanel.stories';
import * as approvalsListStories from './ApprovalsList/ApprovalsList.stories';
import * as pendingApprovalsWidgetStories from './PendingApprovalsWidget/PendingApprovalsWidget.stories';

const parts: BucketOverviewPart[] = [
  {
    title: 'The dashboard count',
    Story: composeStories(pendingApprovalsWidgetStories, overviewPartAnnotations).SomeWaiting,
  },
  {
    title: 'The checker’s list',
    Story: composeStories(approvalsListStories, overviewPartAnnotations).PendingAndDecided,
  },
  {
    title: 'One request, as a checker sees it',
    Story: composeStories(approvalRequestPanelStories, overviewPartAnnotations).PendingForAChecker,
  },
];

const meta = {
  title: 'Domain/Approvals/Overview',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Four-eyes approval: how many changes wait, the checker’s list, and one request with its diff and decision.',
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
