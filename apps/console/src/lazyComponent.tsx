import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose code loads when it first renders, showing `fallback` meanwhile: `load` is a
 * literal `import()` so that the bundler splits there, `name` the module's export. For a route,
 * that is later than its `lazy`: the router loads a matched route's `lazy` before it renders
 * anything, and '/' matches the shell and the dashboard while the sign-in screen shows there; as
 * components, they wait for the guard to let them render (docs/adr/0028).
 */
export function lazyComponent<Module, Name extends keyof Module & string>(
  load: () => Promise<Module>,
  name: Name,
  fallback: ReactNode = null,
): Module[Name] {
  type Props = Module[Name] extends ComponentType<infer P> ? P & object : never;
  const Loaded = lazy(() =>
    load().then((loaded) => ({ default: loaded[name] as ComponentType<Props> })),
  );
  function LazyComponent(props: Props) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyComponent as Module[Name];
}
