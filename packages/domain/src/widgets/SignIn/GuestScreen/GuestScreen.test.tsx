import { ThemeProvider } from '@backoffice/ui';
import { render, screen } from '@testing-library/react';
import { GuestScreen, GuestScreenActions, GuestScreenLoading } from './GuestScreen';

describe('GuestScreen', () => {
  it('shows the title as the page heading, and its content', () => {
    render(
      <GuestScreen title="Sign In" productLogoUrl="/logo.svg">
        <GuestScreenActions>
          <button type="button">Go</button>
        </GuestScreenActions>
      </GuestScreen>,
    );
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('heading', { level: 1, name: 'Sign In' }),
    );
    expect(screen.getByRole('button', { name: 'Go' })).toBeInTheDocument();
  });

  describe('logo', () => {
    it("shows the product's logo while the theme has no brand logo", () => {
      render(
        <GuestScreen title="Sign In" productLogoUrl="/logo.svg">
          {null}
        </GuestScreen>,
      );
      expect(screen.getByRole('img', { name: 'BackOffice' })).toHaveAttribute('src', '/logo.svg');
    });

    it("shows the brand's logo from the theme's branding", () => {
      render(
        <ThemeProvider branding={{ logoUrl: '/brand.png' }}>
          <GuestScreen title="Sign In" productLogoUrl="/logo.svg">
            {null}
          </GuestScreen>
        </ThemeProvider>,
      );
      expect(screen.getByRole('img', { name: 'BackOffice' })).toHaveAttribute('src', '/brand.png');
    });
  });

  it('GuestScreenLoading announces what is loading', () => {
    render(<GuestScreenLoading label="Loading the console" />);
    expect(screen.getByRole('progressbar', { name: 'Loading the console' })).toBeInTheDocument();
  });
});
