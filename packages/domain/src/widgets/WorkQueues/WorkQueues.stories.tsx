import type { Meta, StoryObj } from '@storybook/react-vite';
import { composeStories } from '@storybook/react-vite';
import {
  BucketOverview,
  expectEveryPartShown,
  overviewPartAnnotations,
  type BucketOverviewPart,
} from '../../test/BucketOverview';
import * as queueSettingsEditorStories from './QueueSettingsEditor/QueueSettingsEditor.stories';
import * as takeNextStories from './TakeNext/TakeNext.stories';
import * as workQueueTableStories from './WorkQueueTable/WorkQueueTable.stories';
import * as workQueuesWidgetStories from './WorkQueuesWidget/WorkQueuesWidget.stories';

const parts: BucketOverviewPart[] = [
  {
    title: 'Dashboard widget',
    Story: composeStories(workQueuesWidgetStories, overviewPartAnnotations).CountsAndOldestAges,
  },
  {
    title: 'Take the next item',
    Story: composeStories(takeNextStories, overviewPartAnnotations).Ready,
  },
  {
    title: 'Queue',
    Story: composeStories(workQueueTableStories, overviewPartAnnotations).EveryAgeColour,
  },
  {
    title: 'Queue settings',
    Story: composeStories(queueSettingsEditorStories, overviewPartAnnotations).Unchanged,
  },
];

const meta = {
  title: 'Domain/WorkQueues/Overview',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The work queues as a lender meets them: the dashboard widget, Take Next, a queue and its settings.',
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
