import type { Meta, StoryObj } from '@storybook/react-vite';
import { composeStories } from '@storybook/react-vite';
import {
  BucketOverview,
  expectEveryPartShown,
  overviewPartAnnotations,
  type BucketOverviewPart,
} from '../../test/BucketOverview';
import * as groupsTableStories from './GroupsTable/GroupsTable.stories';
import * as groupsToolbarStories from './GroupsToolbar/GroupsToolbar.stories';
import * as usersTableStories from './UsersTable/UsersTable.stories';
import * as usersToolbarStories from './UsersToolbar/UsersToolbar.stories';

const parts: BucketOverviewPart[] = [
  {
    title: 'Filtering the users',
    Story: composeStories(usersToolbarStories, overviewPartAnnotations).NoneSelected,
  },
  { title: 'Every user', Story: composeStories(usersTableStories, overviewPartAnnotations).Users },
  {
    title: 'Filtering the groups',
    Story: composeStories(groupsToolbarStories, overviewPartAnnotations).AllGroups,
  },
  {
    title: 'Every group',
    Story: composeStories(groupsTableStories, overviewPartAnnotations).Groups,
  },
];

const meta = {
  title: 'Domain/UserManagement/Overview',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: 'User management: the users and groups tables under their toolbars.',
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
