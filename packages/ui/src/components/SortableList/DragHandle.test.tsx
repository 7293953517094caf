import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DragHandle } from './DragHandle';

describe('DragHandle', () => {
  it('is a button named by what it moves, its grip hidden from assistive technology', () => {
    render(<DragHandle aria-label="Move Stage #2" />);
    const handle = screen.getByRole('button', { name: 'Move Stage #2' });
    expect(handle).toHaveTextContent('⠿');
    expect(handle.querySelector('[aria-hidden="true"]')).toHaveTextContent('⠿');
  });

  it('never submits the form it sits in', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <DragHandle aria-label="Move Stage #2" />
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Move Stage #2' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("passes dnd-kit's attributes and listeners through untouched", async () => {
    const onKeyDown = vi.fn();
    const onPointerDown = vi.fn();
    render(
      <DragHandle
        aria-label="Move Stage #2"
        aria-pressed="true"
        aria-describedby="dnd-instructions"
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
      />,
    );
    const handle = screen.getByRole('button', { name: 'Move Stage #2' });
    expect(handle).toHaveAttribute('aria-pressed', 'true');
    expect(handle).toHaveAttribute('aria-describedby', 'dnd-instructions');
    await userEvent.click(handle);
    expect(onPointerDown).toHaveBeenCalledTimes(1);
    handle.focus();
    await userEvent.keyboard(' ');
    expect(onKeyDown).toHaveBeenCalledWith(expect.objectContaining({ key: ' ' }));
  });

  it('gives its element to the ref, where dnd-kit measures it', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<DragHandle ref={ref} aria-label="Move Stage #2" />);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Move Stage #2' }));
  });
});
