import { makeSubjectAccess } from '@backoffice/api-client/mocks';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SubjectAccessView } from './SubjectAccessView';

const recordHref = (kind: string, id: number) =>
  kind === 'credit_application' ? `/credit-app/${id}/` : null;

describe('SubjectAccessView', () => {
  it('shows the consumer, each application with its link, and who viewed their data', () => {
    render(<SubjectAccessView view={makeSubjectAccess()} recordHref={recordHref} />);
    expect(screen.getByText('eleanor.whitfield@example.com')).toBeInTheDocument();
    const applications = screen.getByRole('table', { name: 'Applications' });
    expect(within(applications).getByRole('link', { name: '877' })).toHaveAttribute(
      'href',
      '/credit-app/877/',
    );
    const views = screen.getByRole('table', { name: 'Views of and changes to their data' });
    expect(within(views).getAllByRole('row')[2]).toHaveTextContent(
      'Priya ShahCredit application: credit files viewed877',
    );
  });

  it('keeps the consumer hidden where data protection hides them', () => {
    render(
      <SubjectAccessView view={makeSubjectAccess({ consumer: null })} recordHref={recordHref} />,
    );
    expect(
      screen.getByText('This data is inaccessible due to data protection regulations'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Eleanor')).not.toBeInTheDocument();
  });
});
