import { useId, type ReactNode } from 'react';
import type { Space } from '../Layout/Layout';
import { Stack } from '../Layout/Layout';
import { page } from './Page.css';
import { PageHeader, type PageHeaderProps } from './PageHeader';

export interface PageProps extends Omit<PageHeaderProps, 'titleId' | 'className'> {
  /** Space between the header and each part of the page (200 by default). */
  gap?: Space;
  className?: string;
  children?: ReactNode;
}

/**
 * A page of the console: a region named by its PageHeader's title, then its parts one under
 * another.
 */
export function Page({ title, description, actions, gap = '200', className, children }: PageProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={[page, className].filter(Boolean).join(' ')}>
      <Stack gap={gap}>
        <PageHeader title={title} titleId={titleId} description={description} actions={actions} />
        {children}
      </Stack>
    </section>
  );
}
