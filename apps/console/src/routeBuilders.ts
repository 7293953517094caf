import { createElement, type ComponentType, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';

type LazyRoute = NonNullable<RouteObject['lazy']>;
type PropsOf<Page> = Page extends ComponentType<infer Props> ? Props : never;

/**
 * A page loaded on its first visit, from a chunk of its own: `load` is a literal `import()` so
 * that the bundler splits there, `name` the module's export, `props` what the route gives it.
 */
export function lazyPage<Module, Name extends keyof Module & string>(
  load: () => Promise<Module>,
  name: Name,
  ...props: object extends PropsOf<Module[Name]> ? [] : [props: PropsOf<Module[Name]>]
): LazyRoute {
  return async () => {
    const page = (await load())[name] as ComponentType<object>;
    return { element: createElement(page, props[0] as object | undefined) };
  };
}

/** A page with its breadcrumb, and the routes under it. */
export function page(
  path: string,
  crumb: ReactNode,
  lazy: LazyRoute,
  children?: RouteObject[],
): RouteObject {
  return { path, handle: { crumb }, lazy, ...(children ? { children } : {}) };
}

/**
 * A list and the pages under it (a record's detail): they are its children, so that their
 * breadcrumbs follow the list's.
 */
export function list(
  path: string,
  crumb: ReactNode,
  lazy: LazyRoute,
  children: RouteObject[],
): RouteObject {
  return { path, handle: { crumb }, children: [{ index: true, lazy }, ...children] };
}
