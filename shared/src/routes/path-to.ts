import type { z } from 'zod';
import { routeByName, type RouteByName, type RouteName } from './route-table';
import { segmentParam } from './segment-param';

type ParamsSchemaOf<N extends RouteName> = RouteByName<N> extends { params: infer S extends z.ZodType } ? S : undefined;

/** A route's params as a caller gives them: the table's fields, numbers welcome where the path holds digits. */
export type PathParams<N extends RouteName> =
  ParamsSchemaOf<N> extends z.ZodType ? { [K in keyof z.input<ParamsSchemaOf<N>>]: z.input<ParamsSchemaOf<N>>[K] | number } : never;

/** A route's params as the route table validated them (what `useRouteParams` gives a screen). */
export type RouteParams<N extends RouteName> = ParamsSchemaOf<N> extends z.ZodType ? z.output<ParamsSchemaOf<N>> : Record<string, never>;

/**
 * The app path of a route of the table, its params checked by the table's own schema:
 * `pathTo('chats-id', { id: 12 })` → `/chats/12`. Optional params left out drop their segment.
 * A param the schema refuses is a programming error and throws.
 */
export function pathTo<N extends RouteName>(name: N, ...args: ParamsSchemaOf<N> extends z.ZodType ? [params: PathParams<N>] : []): string {
  const route = routeByName(name);
  if (!route) throw new Error(`pathTo: no route named ${name}`);
  const given = Object.fromEntries(
    Object.entries((args[0] ?? {}) as Record<string, string | number | undefined>)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  );
  if (route.params) {
    const checked = route.params.safeParse(given);
    if (!checked.success) throw new Error(`pathTo(${name}): ${checked.error.message}`);
  }
  const path = route.path
    .split('/')
    .map((segment) => {
      const param = segmentParam(segment);
      if (!param) return segment;
      const value = given[param.key];
      return value === undefined ? null : encodeURIComponent(value);
    })
    .filter((segment): segment is string => segment !== null)
    .join('/');
  return path || '/';
}

/** A path with a query string; empty and undefined values are left out. */
export function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
