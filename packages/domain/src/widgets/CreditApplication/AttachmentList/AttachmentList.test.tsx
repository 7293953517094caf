import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AttachmentList } from './AttachmentList';

describe('AttachmentList', () => {
  it('links each stored file to its download under its name', () => {
    render(
      <AttachmentList
        attachments={[
          { name: 'agreement.pdf', url: '/files/agreement.pdf' },
          { name: 'payslip.png', url: null },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Attachments' });
    const link = within(list).getByRole('link', { name: 'agreement.pdf' });
    expect(link).toHaveAttribute('href', '/files/agreement.pdf');
    expect(link).toHaveAttribute('download', 'agreement.pdf');
    expect(within(list).getByText('payslip.png')).not.toHaveAttribute('href');
  });

  it('says when there are none', () => {
    render(<AttachmentList attachments={[]} />);
    expect(screen.getByText('No attachments.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
