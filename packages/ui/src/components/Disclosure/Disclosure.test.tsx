import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, use, useContext } from 'react';
import { DisclosureStateContext } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { Accordion, Disclosure } from './Disclosure';

describe('Disclosure', () => {
  it('opens and closes its panel from the keyboard', async () => {
    render(<Disclosure title="Status History">SUBMITTED</Disclosure>);
    const trigger = screen.getByRole('button', { name: /Status History/ });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('SUBMITTED')).toBeVisible();
  });

  it('opens as a transition: what was on screen stays while the content gets ready', async () => {
    const never = new Promise<never>(() => undefined);
    function ReadyOnlyLater() {
      const isExpanded = useContext(DisclosureStateContext)?.isExpanded;
      if (isExpanded) use(never);
      return 'SUBMITTED';
    }
    render(
      <Suspense fallback="Loading the page">
        <Disclosure title="Status History">
          <ReadyOnlyLater />
        </Disclosure>
      </Suspense>,
    );
    await userEvent.click(screen.getByRole('button', { name: /Status History/ }));
    expect(screen.queryByText('Loading the page')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Status History/ })).toBeInTheDocument();
  });

  it('titles its section with a heading', () => {
    render(
      <Disclosure title="Finance" headingLevel={4}>
        x
      </Disclosure>,
    );
    expect(screen.getByRole('heading', { level: 4, name: /Finance/ })).toBeInTheDocument();
  });
});

describe('Accordion', () => {
  const renderAccordion = (allowsMultipleExpanded = false) =>
    render(
      <Accordion allowsMultipleExpanded={allowsMultipleExpanded}>
        <Disclosure id="a" title="One">
          first
        </Disclosure>
        <Disclosure id="b" title="Two">
          second
        </Disclosure>
      </Accordion>,
    );

  it('keeps one section open at a time', async () => {
    renderAccordion();
    await userEvent.click(screen.getByRole('button', { name: /One/ }));
    await userEvent.click(screen.getByRole('button', { name: /Two/ }));
    expect(screen.getByRole('button', { name: /One/ })).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens several with allowsMultipleExpanded', async () => {
    renderAccordion(true);
    await userEvent.click(screen.getByRole('button', { name: /One/ }));
    await userEvent.click(screen.getByRole('button', { name: /Two/ }));
    expect(screen.getByRole('button', { name: /One/ })).toHaveAttribute('aria-expanded', 'true');
  });
});
