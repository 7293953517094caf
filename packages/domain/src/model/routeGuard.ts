/**
 * The console's route guard (platform-shell.md section 6): which paths need a token, which need
 * a navigation permission, and how paths are normalised (trailing slash, "~2F" as "/").
 */
export const navigationPermissionKeys = [
  'rate-cards',
  'watch-list',
  'credit-app',
  'merchants',
  'merchant-applications',
  'user-management',
  'document-management',
  'queues',
  'approvals',
  'audit',
] as const;

export type NavigationPermissionKey = (typeof navigationPermissionKeys)[number];

interface RouteRule {
  /** First path segment ('' for the dashboard). */
  segment: string;
  /** Whether the rule applies to the bare segment only, or only to paths below it. */
  depth?: 'bare' | 'nested';
  /** 'guest': reachable without a token, but a signed-in user is sent home. */
  access: 'public' | 'guest' | 'token' | NavigationPermissionKey;
}

const routeRules: readonly RouteRule[] = [
  { segment: '', access: 'token' },
  { segment: 'reset-password', depth: 'bare', access: 'guest' },
  { segment: 'reset-password', depth: 'nested', access: 'public' },
  { segment: 'password-creation', access: 'guest' },
  { segment: 'rate-cards', access: 'rate-cards' },
  { segment: 'watch-list', access: 'watch-list' },
  { segment: 'credit-app', access: 'credit-app' },
  { segment: 'credit-policies', access: 'token' },
  { segment: 'credit-policy-modules', access: 'token' },
  { segment: 'merchants', access: 'merchants' },
  { segment: 'merchant-applications', access: 'merchant-applications' },
  { segment: 'user-management', access: 'user-management' },
  { segment: 'tools', access: 'token' },
  { segment: 'settlements', access: 'token' },
  { segment: 'document-management', access: 'document-management' },
  { segment: 'my-account', access: 'token' },
  { segment: 'exports', access: 'token' },
  { segment: 'search', access: 'token' },
  { segment: 'queues', access: 'queues' },
  // Four-eyes approval: only with the approve permission's navigation item.
  { segment: 'approvals', access: 'approvals' },
  { segment: 'audit', depth: 'bare', access: 'audit' },
  // A subject access view (200:51) is for users who may not read the whole trail; the server
  // refuses it to the others.
  { segment: 'audit', depth: 'nested', access: 'token' },
];

/** Decodes "~2F" into "/", collapses repeated slashes and adds the trailing slash. */
export function normalisePath(path: string): string {
  const decoded = path.replace(/~2F/gi, '/').replace(/\/{2,}/g, '/');
  const absolute = decoded.startsWith('/') ? decoded : `/${decoded}`;
  return absolute.endsWith('/') ? absolute : `${absolute}/`;
}

/** /user-management has no page of its own: it leads to the users list. */
const pathAliases: Record<string, string> = {
  '/user-management/': '/user-management/users/',
};

export type GuardDecision =
  | { kind: 'allow' }
  /** Navigation permissions are still loading: show a loading state and ask again. */
  | { kind: 'wait' }
  | { kind: 'redirect'; to: string; reason: 'normalise' | 'login' | 'home' | 'unknown' };

export interface GuardInput {
  path: string;
  hasToken: boolean;
  /** The urls of the user's navigation items; undefined while they load. */
  navigationUrls: readonly string[] | undefined;
}

function ruleFor(path: string): RouteRule | undefined {
  const [, segment = '', ...rest] = path.split('/');
  const nested = rest.some(Boolean);
  return routeRules.find(
    (rule) =>
      rule.segment === segment &&
      (rule.depth === undefined || (rule.depth === 'nested') === nested),
  );
}

export function guardRoute({ path, hasToken, navigationUrls }: GuardInput): GuardDecision {
  const normalised = normalisePath(path);
  const target = pathAliases[normalised] ?? normalised;
  if (target !== path) return { kind: 'redirect', to: target, reason: 'normalise' };

  const rule = ruleFor(target);
  if (!rule) return { kind: 'redirect', to: '/', reason: 'unknown' };
  if (rule.access === 'public') return { kind: 'allow' };
  if (rule.access === 'guest') {
    return hasToken ? { kind: 'redirect', to: '/', reason: 'home' } : { kind: 'allow' };
  }
  if (!hasToken) return { kind: 'redirect', to: '/', reason: 'login' };
  if (rule.access === 'token') return { kind: 'allow' };
  if (navigationUrls === undefined) return { kind: 'wait' };
  return hasNavigationPermission(navigationUrls, rule.access)
    ? { kind: 'allow' }
    : { kind: 'redirect', to: '/', reason: 'home' };
}

/** A route's permission holds when one of the user's navigation items has that url. */
export function hasNavigationPermission(
  navigationUrls: readonly string[],
  permission: NavigationPermissionKey,
): boolean {
  return navigationUrls.some((url) => url.replace(/^[#/]+|\/+$/g, '') === permission);
}
