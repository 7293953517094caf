import { Section, Stack } from '@backoffice/ui';
import type { ComponentType } from 'react';
import { expect, within } from 'storybook/test';

/**
 * What `composeStories` is given for an overview's parts: each part is drawn inside the overview's
 * own theme root, not in a second one (apps/storybook/.storybook/preview.tsx).
 */
export const overviewPartAnnotations = { parameters: { composedIntoStory: true } };

/** One widget of a bucket's overview: a story of it, under the part of the page it plays. */
export interface BucketOverviewPart {
  title: string;
  Story: ComponentType;
}

/**
 * A feature bucket's widgets as its pages put them together, each in a titled panel, for the
 * bucket's overview story: designers see the area at once before opening a widget's own stories.
 */
export function BucketOverview({ parts }: { parts: readonly BucketOverviewPart[] }) {
  return (
    <Stack gap="300">
      {parts.map(({ title, Story }) => (
        <Section key={title} title={title} headingLevel={2} variant="panel">
          <Story />
        </Section>
      ))}
    </Stack>
  );
}

/** The overview's play: each part stands under its own heading and drew something. */
export async function expectEveryPartShown(
  canvasElement: HTMLElement,
  parts: readonly BucketOverviewPart[],
) {
  const canvas = within(canvasElement);
  for (const { title } of parts) {
    // By the part's own level-2 heading: a widget inside may name a region of its own the same.
    const part = canvas.getByRole('heading', { level: 2, name: title }).closest('section');
    await expect(part).toBeVisible();
    await expect(part?.childElementCount).toBeGreaterThan(1);
  }
}
