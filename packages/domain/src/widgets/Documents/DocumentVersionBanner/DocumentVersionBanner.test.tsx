import { render, screen } from '@testing-library/react';
import { DocumentVersionBanner } from './DocumentVersionBanner';

const base = {
  title: 'Operating agreement',
  documentType: 'retailer_operating_agreement' as const,
  lenderName: 'Northbridge Finance',
};

describe('DocumentVersionBanner', () => {
  it('names a draft and the live version beside it', () => {
    render(
      <DocumentVersionBanner
        {...base}
        version="1.1"
        live="1.0"
        latestDraft="1.1"
        hasUnsavedChanges
      />,
    );
    const banner = screen.getByRole('region', { name: 'Version' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Operating agreement' }),
    ).toBeInTheDocument();
    expect(banner).toHaveTextContent('v1.1');
    expect(banner).toHaveTextContent('Draft');
    expect(banner).toHaveTextContent('Unsaved changes');
    expect(banner).toHaveTextContent(
      'Retailer operating agreement · Northbridge Finance · Live version: v1.0.',
    );
  });

  it('names the live version, and an earlier one the live version replaced', () => {
    const { rerender } = render(
      <DocumentVersionBanner {...base} version="2.0" live="2.0" latestDraft={null} />,
    );
    expect(screen.getByRole('region', { name: 'Version' })).toHaveTextContent(
      'LiveRetailer operating agreement · Northbridge Finance · This is the version in use.',
    );
    rerender(<DocumentVersionBanner {...base} version="1.0" live="2.0" latestDraft={null} />);
    expect(screen.getByRole('region', { name: 'Version' })).toHaveTextContent(
      'Replaced by the live version v2.0.',
    );
  });

  it('says when no version is live yet', () => {
    render(<DocumentVersionBanner {...base} version="1.0" live={null} latestDraft="1.0" />);
    expect(screen.getByRole('region', { name: 'Version' })).toHaveTextContent(
      'No version is live yet.',
    );
  });
});
