import { render, screen, within } from '@testing-library/react';
import { storyVersions } from '../documentsStoryData';
import { DocumentVersions } from './DocumentVersions';

describe('DocumentVersions', () => {
  it('lists drafts and published versions newest first, marking the live one and the one shown', () => {
    render(
      <DocumentVersions
        drafts={storyVersions.drafts}
        published={storyVersions.published}
        live="2.0"
        current="2.0"
        versionHref={(version) => `/versions/${version}/`}
      />,
    );
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'v2.1DraftPriya Shah · 09/03/2026 16:40 UTCSettlement within two working days',
      'v2.0LiveAlex Morgan · 01/02/2026 10:00 UTC',
      'v1.0Alex Morgan · 12/06/2025 09:30 UTCFirst agreement',
    ]);
    expect(screen.getByRole('link', { name: 'v2.0' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'v1.0' })).toHaveAttribute('href', '/versions/1.0/');
  });

  it('says when there are no versions', () => {
    render(<DocumentVersions drafts={[]} published={[]} live={null} versionHref={() => '/'} />);
    expect(screen.getByText('No versions yet.')).toBeInTheDocument();
  });
});
