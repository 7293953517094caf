import { act, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from './lazyComponent';

/** A module whose loading the test finishes when it chooses. */
function deferredModule<Module>() {
  let finish: (module: Module) => void = () => undefined;
  const loading = new Promise<Module>((resolve) => (finish = resolve));
  return { load: () => loading, finish };
}

function Greeting({ name, onMount }: { name: string; onMount?: () => void }) {
  useEffect(() => onMount?.(), [onMount]);
  return <p>Hello {name}</p>;
}

const fallbackShown = vi.fn();
function CountedFallback() {
  useEffect(() => fallbackShown(), []);
  return <p>Loading…</p>;
}

describe('lazyComponent', () => {
  it('shows its fallback until its code loads, then the component', async () => {
    const greeting = deferredModule<{ Greeting: typeof Greeting }>();
    const LazyGreeting = lazyComponent(greeting.load, 'Greeting', <p>Loading…</p>);
    render(<LazyGreeting name="Vera" />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();

    await act(async () => greeting.finish({ Greeting }));
    expect(await screen.findByText('Hello Vera')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('renders at once, never showing its fallback, when its code was preloaded', async () => {
    fallbackShown.mockClear();
    const LazyGreeting = lazyComponent(
      () => Promise.resolve({ Greeting }),
      'Greeting',
      <CountedFallback />,
    );
    await LazyGreeting.preload();

    render(<LazyGreeting name="Vera" />);
    expect(screen.getByText('Hello Vera')).toBeInTheDocument();
    expect(fallbackShown).not.toHaveBeenCalled();
  });

  it('keeps the loaded component mounted when its parent renders again', async () => {
    const greeting = deferredModule<{ Greeting: typeof Greeting }>();
    const LazyGreeting = lazyComponent(greeting.load, 'Greeting');
    let mounts = 0;
    const countMount = () => {
      mounts += 1;
    };
    function Parent() {
      const [name, setName] = useState('Vera');
      return (
        <>
          <button type="button" onClick={() => setName('Sam')}>
            Rename
          </button>
          <LazyGreeting name={name} onMount={countMount} />
        </>
      );
    }
    render(<Parent />);
    await act(async () => greeting.finish({ Greeting }));
    expect(await screen.findByText('Hello Vera')).toBeInTheDocument();

    act(() => screen.getByRole('button', { name: 'Rename' }).click());
    expect(screen.getByText('Hello Sam')).toBeInTheDocument();
    expect(mounts).toBe(1);
  });

  it('loads its code once, however often it is preloaded and rendered', async () => {
    let loads = 0;
    const LazyGreeting = lazyComponent(() => {
      loads += 1;
      return Promise.resolve({ Greeting });
    }, 'Greeting');
    void LazyGreeting.preload();
    await LazyGreeting.preload();
    render(
      <>
        <LazyGreeting name="Vera" />
        <LazyGreeting name="Sam" />
      </>,
    );
    expect(screen.getByText('Hello Sam')).toBeInTheDocument();
    expect(loads).toBe(1);
  });
});
