import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSideOverflow } from './useSideOverflow';

function Strip() {
  const ref = useRef<HTMLDivElement>(null);
  const { before, after } = useSideOverflow(ref);
  return (
    <div ref={ref} data-testid="strip" data-before={before} data-after={after}>
      <span>content</span>
    </div>
  );
}

/** jsdom lays nothing out and has no ResizeObserver: sizes are set, resizes are sent by hand. */
function fakeLayout(scrollWidth: number) {
  let width = scrollWidth;
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(200);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(() => width);
  const observers: ResizeObserverCallback[] = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: ResizeObserverCallback) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    resize(to: number) {
      width = to;
      for (const callback of observers) callback([], {} as ResizeObserver);
    },
  };
}

const nextFrame = () =>
  act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('useSideOverflow', () => {
  it('knows on its first render whether the content overflows', () => {
    fakeLayout(600);
    render(<Strip />);
    expect(screen.getByTestId('strip')).toHaveAttribute('data-after', 'true');
  });

  it('reads a resize in the next animation frame, not in the observer callback', async () => {
    const layout = fakeLayout(100);
    render(<Strip />);
    expect(screen.getByTestId('strip')).toHaveAttribute('data-after', 'false');
    act(() => layout.resize(600));
    expect(screen.getByTestId('strip')).toHaveAttribute('data-after', 'false');
    await nextFrame();
    expect(screen.getByTestId('strip')).toHaveAttribute('data-after', 'true');
  });

  it('reads several resizes in one frame once', async () => {
    const layout = fakeLayout(100);
    render(<Strip />);
    const reads = vi.mocked(
      Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollWidth')!.get!,
    );
    const before = reads.mock.calls.length;
    act(() => {
      layout.resize(300);
      layout.resize(600);
    });
    await nextFrame();
    expect(reads.mock.calls.length - before).toBe(1);
    expect(screen.getByTestId('strip')).toHaveAttribute('data-after', 'true');
  });
});
