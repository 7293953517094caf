import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

/** A component made by `lazyComponent`, whose code can be asked for before it first renders. */
export type LazyComponent<Component> = Component & {
  /** Starts loading the code (once); a later first render shows the component at once. */
  preload: () => Promise<unknown>;
};

/**
 * A component whose code loads when it first renders, showing `fallback` meanwhile: `load` is a
 * literal `import()` so that the bundler splits there, `name` the module's export. For a route,
 * that is later than its `lazy`: the router loads a matched route's `lazy` before it renders
 * anything, and '/' matches the shell and the dashboard while the sign-in screen shows there; as
 * components, they wait for the guard to let them render (docs/adr/0028).
 *
 * Once the code has loaded, the component renders without suspending. `React.lazy` suspends on
 * its first render even when its module has long been loaded, and React then holds back the
 * content that replaces a fallback for up to 300 ms: a reload waited that long for the shell
 * (docs/adr/0083).
 */
export function lazyComponent<Module, Name extends keyof Module & string>(
  load: () => Promise<Module>,
  name: Name,
  fallback: ReactNode = null,
): LazyComponent<Module[Name]> {
  type Props = Module[Name] extends ComponentType<infer P> ? P & object : never;
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => (loaded = module[name] as ComponentType<Props>)));

  const LoadedLater = lazy(() => preload().then((component) => ({ default: component })));

  function LazyComponentOf(props: Props) {
    // Chosen once for each mounted instance, so that its element type never changes under it.
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? LoadedLater);
    return (
      <Suspense fallback={fallback}>
        <Component {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyComponentOf, { preload }) as unknown as LazyComponent<Module[Name]>;
}
