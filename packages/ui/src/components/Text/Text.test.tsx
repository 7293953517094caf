import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Text } from './Text';

describe('Text', () => {
  describe('as', () => {
    it('is a span unless told otherwise', () => {
      render(<Text>Paid</Text>);
      expect(screen.getByText('Paid').tagName).toBe('SPAN');
    });

    it('renders a paragraph or a strong element when asked', () => {
      render(
        <>
          <Text as="p">A paragraph</Text>
          <Text as="strong">Important</Text>
        </>,
      );
      expect(screen.getByText('A paragraph').tagName).toBe('P');
      expect(screen.getByText('Important').tagName).toBe('STRONG');
    });
  });

  describe('maxLines', () => {
    it('keeps the whole text for assistive technology', () => {
      const long = 'Regenerate & Send the settlement file to every recipient of this lender';
      render(<Text maxLines={1}>{long}</Text>);
      expect(screen.getByText(long)).toHaveTextContent(long);
    });

    it('wraps and clamps one line when asked, as it does several', () => {
      render(
        <>
          <Text maxLines={1}>unbroken</Text>
          <Text maxLines={1} truncation="wrapped">
            wrapped
          </Text>
          <Text maxLines={2}>two lines</Text>
        </>,
      );
      const wrapped = screen.getByText('wrapped').className;
      expect(wrapped).toBe(screen.getByText('two lines').className);
      expect(wrapped).not.toBe(screen.getByText('unbroken').className);
    });

    it('passes the line count to the clamp', () => {
      render(<Text maxLines={3}>Three lines at most</Text>);
      expect(screen.getByText('Three lines at most').getAttribute('style')).toMatch(/: 3/);
    });
  });

  it('passes labels and ids through', () => {
    render(
      <Text id="hint" aria-live="polite">
        Saved
      </Text>,
    );
    expect(screen.getByText('Saved')).toHaveAttribute('id', 'hint');
  });
});
