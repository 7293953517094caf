import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KeyboardShortcutKeys } from './KeyboardShortcutKeys';

describe('KeyboardShortcutKeys', () => {
  it('writes Mod as Ctrl away from Apple devices', () => {
    const { container } = render(<KeyboardShortcutKeys keys={['Mod+K']} isApple={false} />);
    expect(container).toHaveTextContent('Ctrl K');
    expect(screen.queryByText('⌘')).not.toBeInTheDocument();
  });

  it('writes Mod as ⌘ on Apple devices and has it read as Command', () => {
    const { container } = render(<KeyboardShortcutKeys keys={['Mod+K']} isApple />);
    expect(screen.getByText('⌘')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Command')).toBeInTheDocument();
    expect(container.querySelectorAll('kbd kbd')).toHaveLength(2);
  });

  it("joins a sequence with 'then' unless told the keys are alternatives", () => {
    const { container, rerender } = render(
      <KeyboardShortcutKeys keys={['G', 'D']} isApple={false} />,
    );
    expect(container).toHaveTextContent('G then D');
    rerender(<KeyboardShortcutKeys keys={['ArrowUp', 'ArrowDown']} join="or" isApple={false} />);
    expect(screen.getByText('or')).toBeInTheDocument();
  });

  it('has arrows and Escape read by their names, not their symbols', () => {
    render(<KeyboardShortcutKeys keys={['ArrowDown', 'Escape']} join="or" isApple={false} />);
    expect(screen.getByText('↓')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Down arrow')).toBeInTheDocument();
    expect(screen.getByText('Escape')).toBeInTheDocument();
  });
});
