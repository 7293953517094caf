import type { ReactNode } from 'react';
import { Heading } from '../Heading/Heading';
import { Inline, Stack } from '../Layout/Layout';
import { Text } from '../Text/Text';
import { pageHeaderTitle } from './Page.css';

export interface PageHeaderProps {
  /** The page's one h1. */
  title: ReactNode;
  /** The heading's id, for a region the title names (Page gives it one). */
  titleId?: string;
  /** A line under the title. */
  description?: ReactNode;
  /** Buttons at the end of the title's row; on a narrow screen they wrap under it. */
  actions?: ReactNode;
  className?: string;
}

/** The top of a page: its title (h1), the page's main actions beside it, a description under it. */
export function PageHeader({ title, titleId, description, actions, className }: PageHeaderProps) {
  return (
    <Stack gap="050" className={className}>
      <Inline gap="200" justify="spaceBetween">
        <Heading level={1} size="xl" id={titleId} className={pageHeaderTitle}>
          {title}
        </Heading>
        {actions !== undefined ? <Inline gap="100">{actions}</Inline> : null}
      </Inline>
      {description !== undefined ? (
        <Text as="p" tone="muted">
          {description}
        </Text>
      ) : null}
    </Stack>
  );
}
