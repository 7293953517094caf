import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import meta from './IdentificationPanel.stories';
import { IdentificationPanel } from './IdentificationPanel';

describe('IdentificationPanel', () => {
  it('shows whether each upload passed', () => {
    const { uploads, events } = meta.args;
    render(<IdentificationPanel uploads={uploads} events={events} />);
    const table = screen.getByRole('table', { name: 'ID Uploads' });
    expect(within(table).getByRole('row', { name: /passport-front/ })).toHaveTextContent('no');
    expect(within(table).getByRole('row', { name: /driving-licence/ })).toHaveTextContent(
      'pending',
    );
  });

  it("downloads each stored upload through its signed address, under the file's name", () => {
    const { uploads, events } = meta.args;
    render(<IdentificationPanel uploads={uploads} events={events} />);
    const table = screen.getByRole('table', { name: 'ID Uploads' });
    const link = within(table).getByRole('link', {
      name: 'Download passport-front.png (attempt 1)',
    });
    expect(link).toHaveAttribute('href', uploads[0]!.url);
    expect(link).toHaveAttribute('download', 'passport-front.png');
    expect(within(table).getByRole('row', { name: /driving-licence/ })).toHaveTextContent(
      'Not available',
    );
  });
});
