import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SectionIndex } from './SectionIndex';

function renderPage() {
  render(
    <>
      <SectionIndex
        sections={[
          { id: 'details', label: 'Application details' },
          { id: 'checks', label: 'Notes and checks' },
        ]}
      />
      <section id="details" tabIndex={-1} aria-label="Application details" />
      <section id="checks" tabIndex={-1} aria-label="Notes and checks">
        <button type="button">Notes</button>
      </section>
    </>,
  );
  return userEvent.setup();
}

describe('SectionIndex', () => {
  it('is a navigation landmark with a link to each section', () => {
    renderPage();
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notes and checks' })).toHaveAttribute(
      'href',
      '#checks',
    );
  });

  it('scrolls to the section and moves focus into it, by keyboard, without changing the address', async () => {
    const user = renderPage();
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const address = window.location.href;
    screen.getByRole('link', { name: 'Notes and checks' }).focus();
    await user.keyboard('[Enter]');
    const section = screen.getByRole('region', { name: 'Notes and checks' });
    expect(section).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
    expect(window.location.href).toBe(address);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Notes' })).toHaveFocus();
  });
});
