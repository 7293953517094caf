import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Page } from './Page';

describe('Page', () => {
  it('is a region named by its title', () => {
    render(
      <Page title="Merchants" actions={<button type="button">Print</button>}>
        <p>The list</p>
      </Page>,
    );
    const region = screen.getByRole('region', { name: 'Merchants' });
    expect(within(region).getByRole('heading', { level: 1 })).toHaveTextContent('Merchants');
    expect(within(region).getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(within(region).getByText('The list')).toBeInTheDocument();
  });

  it('gives each page its own title id', () => {
    render(
      <>
        <Page title="First">a</Page>
        <Page title="Second">b</Page>
      </>,
    );
    expect(screen.getByRole('region', { name: 'First' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Second' })).toBeInTheDocument();
  });
});
