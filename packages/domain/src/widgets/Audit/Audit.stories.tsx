import type { Meta, StoryObj } from '@storybook/react-vite';
import { composeStories } from '@storybook/react-vite';
import {
  BucketOverview,
  expectEveryPartShown,
  overviewPartAnnotations,
  type BucketOverviewPart,
} from '../../test/BucketOverview';
import * as auditEventDetailStories from './AuditEventDetail/AuditEventDetail.stories';
import * as auditHistoryStories from './AuditHistory/AuditHistory.stories';

const parts: BucketOverviewPart[] = [
  {
    title: 'A record’s History tab',
    Story: composeStories(auditHistoryStories, overviewPartAnnotations).Events,
  },
  {
    title: 'One change opened',
    Story: composeStories(auditEventDetailStories, overviewPartAnnotations)
      .ChangeWithBeforeAndAfter,
  },
];

const meta = {
  title: 'Domain/Audit/Overview',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Who did what: a record’s history, and one change with its before and after. The whole trail and the subject access view have stories of their own.',
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
