import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  FieldCheckIcon,
  FieldChevronIcon,
  FieldEyeIcon,
  FieldMinusIcon,
  FieldPlusIcon,
} from './FieldIcons';

const icons = {
  FieldChevronIcon: <FieldChevronIcon />,
  FieldPlusIcon: <FieldPlusIcon />,
  FieldMinusIcon: <FieldMinusIcon />,
  FieldCheckIcon: <FieldCheckIcon />,
  FieldEyeIcon: <FieldEyeIcon isCrossed={false} />,
};

describe('field icons', () => {
  it.each(Object.entries(icons))(
    '%s is hidden from assistive technology and never takes focus',
    (_name, icon) => {
      const { container } = render(
        <button type="button" aria-label="Open">
          {icon}
        </button>,
      );
      const svg = container.querySelector('svg');
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      expect(svg).toHaveAttribute('focusable', 'false');
      expect(screen.getByRole('button')).toHaveAccessibleName('Open');
    },
  );
});

describe('FieldEyeIcon', () => {
  it('is struck through once the password shows, so the press hides it again', () => {
    const { container, rerender } = render(<FieldEyeIcon isCrossed={false} />);
    const open = container.querySelectorAll('svg path').length;
    rerender(<FieldEyeIcon isCrossed />);
    expect(container.querySelectorAll('svg path')).toHaveLength(open + 1);
  });
});
