import { ROUTES, type RouteDef } from './route-table';
import { segmentParam } from './segment-param';

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string | undefined>;
}

function compile(path: string): { regex: RegExp; keys: string[] } {
  const keys: string[] = [];
  const pattern = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = segmentParam(segment);
      if (!param) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      keys.push(param.key);
      return param.optional ? '(?:/([^/]+))?' : '/([^/]+)';
    })
    .join('');
  return { regex: new RegExp(`^${pattern || '/'}/?$`), keys };
}

const compiled = ROUTES.map((route) => ({ route, ...compile(route.path) }));

function decodedParams(keys: readonly string[], found: RegExpExecArray): Record<string, string | undefined> | null {
  const params: Record<string, string | undefined> = {};
  try {
    keys.forEach((key, index) => {
      const value = found[index + 1];
      params[key] = value === undefined ? undefined : decodeURIComponent(value);
    });
  } catch {
    return null;
  }
  return params;
}

/**
 * Resolves a pathname to its route, in table order, skipping routes whose params fail validation
 * (so `/landers/unknown` falls through and ends as a 404). Used by the api (HTTP status of the HTML)
 * and by tests; the shell's router applies the same validation.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  for (const { route, regex, keys } of compiled) {
    const found = regex.exec(pathname);
    if (!found) continue;
    const params = decodedParams(keys, found);
    // A malformed percent-escape (`/chats/%E0`) is no value of any param: as a failed validation.
    if (!params) continue;
    if (route.params && !route.params.safeParse(params).success) continue;
    return { route, params };
  }
  return null;
}
