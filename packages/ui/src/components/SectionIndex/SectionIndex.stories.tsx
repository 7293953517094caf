import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { SectionIndex } from './SectionIndex';
import { sectionIndexTarget } from './SectionIndex.css';

const sections = [
  { id: 'story-details', label: 'Application details' },
  { id: 'story-checks', label: 'Notes and checks' },
  { id: 'story-actions', label: 'Actions and history' },
];

const meta = {
  title: 'UI/SectionIndex',
  component: SectionIndex,
  tags: ['autodocs'],
  args: { sections },
  render: (args) => (
    <div>
      <SectionIndex {...args} />
      {args.sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          tabIndex={-1}
          aria-label={section.label}
          className={sectionIndexTarget}
        >
          <h2>{section.label}</h2>
          <button type="button">{`First control of ${section.label}`}</button>
        </section>
      ))}
    </div>
  ),
} satisfies Meta<typeof SectionIndex>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sections: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'On this page' })).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
  },
};

/** Following an entry moves focus into its section; the next Tab continues from there. */
export const FollowAnEntry: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Notes and checks' }));
    await expect(canvas.getByRole('region', { name: 'Notes and checks' })).toHaveFocus();
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: 'First control of Notes and checks' }),
    ).toHaveFocus();
  },
};

export const LongLabelsInNarrowContainer: Story = {
  args: {
    label: 'Sections of this credit application',
    sections: [
      { id: 'story-long-1', label: 'Application details, finance, deposit and decision log' },
      { id: 'story-long-2', label: 'Notes, credit sentry, rules, credit files and fraud checks' },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: '16rem' }}>{Story()}</div>],
};
