import fc from 'fast-check';
import type { z } from 'zod';
import type { Endpoint } from '@dating/shared/contracts/endpoint';
import { arbitraryOf, jsonSchemaOf } from './schema-arbitrary';

/** One request the fuzzer sends, and what it is (for the failure list). */
export interface FuzzRequest {
  kind: string;
  method: Endpoint['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** Logged in (the session cookie is added when sent). */
  auth: boolean;
  /** The request still names the endpoint's path, so a 200 must be its answer. */
  ownPath: boolean;
}

/** Values that break a field: wrong types, null, huge, control characters, odd unicode, numbers out of every range. */
const BAD_VALUES: readonly (readonly [string, unknown])[] = [
  ['null', null],
  ['string', 'x'],
  ['empty string', ''],
  ['number', 7],
  ['boolean', true],
  ['object', { a: 1 }],
  ['huge string', 'x'.repeat(20_000)],
  ['NUL', 'a\u0000b'],
  ['control characters', 'a\u0001\u001b[31m\u007fb'],
  ['line breaks', 'a\r\nb\tc'],
  ['unicode', '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 😀 \u202e ﷽ e\u0301'],
  ['lone surrogate', 'a\ud800b'],
  ['negative', -1],
  ['zero', 0],
  ['fraction', 0.5],
  ['beyond 32 bits', 2_147_483_648],
  ['below 32 bits', -2_147_483_649],
  ['max safe integer', Number.MAX_SAFE_INTEGER],
  ['huge number', 1e308],
  ['long array', Array.from({ length: 2_000 }, (_, i) => i + 1)],
];

type Path = readonly string[];

/** Every field path of a generated value (nested objects too, arrays' first item). */
function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (Array.isArray(value)) return value.length > 0 ? [[...prefix, '0'], ...pathsOf(value[0], [...prefix, '0']).slice(1)] : [];
  if (typeof value !== 'object' || value === null) return [];
  const paths: Path[] = [];
  for (const [key, child] of Object.entries(value)) {
    paths.push([...prefix, key]);
    paths.push(...pathsOf(child, [...prefix, key]).filter((path) => path.length > prefix.length + 1));
  }
  return paths;
}

/** A copy of `value` with the field at `path` replaced (`undefined`: removed). */
function withField(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string, ...string[]];
  const copy: Record<string, unknown> | unknown[] = Array.isArray(value) ? [...(value as unknown[])] : { ...(value as object) };
  const next = withField((copy as Record<string, unknown>)[head], rest, replacement);
  if (next === undefined && !Array.isArray(copy)) delete (copy as Record<string, unknown>)[head];
  else (copy as Record<string, unknown>)[head] = next;
  return copy;
}

/** A query string from fields as a browser or a hand would write them: arrays as repeated keys, objects as JSON. */
function queryString(fields: unknown): string {
  const params = new URLSearchParams();
  if (typeof fields === 'object' && fields !== null && !Array.isArray(fields)) {
    for (const [key, value] of Object.entries(fields)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) {
        params.append(key, item === null ? '' : typeof item === 'object' ? JSON.stringify(item) : String(item));
      }
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Candidates from the schema; the ones the schema accepts are the valid inputs, the others are useful too. */
function samples(schema: z.ZodType, seed: number, count: number, asQuery: boolean): { valid: unknown[]; any: unknown[] } {
  const any = fc.sample(arbitraryOf(jsonSchemaOf(schema)), { seed, numRuns: count });
  const accepts = (value: unknown) =>
    schema.safeParse(asQuery ? Object.fromEntries(new URLSearchParams(queryString(value).slice(1))) : value).success;
  return { valid: any.filter(accepts), any };
}

/**
 * The requests for one endpoint, all from its descriptor: valid inputs from its schemas, each field
 * broken in turn, and the transport broken (malformed JSON, wrong content types, overlong query
 * string and path). Deterministic for a seed; `budget` bounds the field mutations.
 */
export function requestsFor(endpoint: Endpoint, seed: number, budget: number): FuzzRequest[] {
  const { method, path } = endpoint;
  const hasBody = endpoint.body !== undefined;
  const query = endpoint.query ? samples(endpoint.query, seed, 30, true) : { valid: [{}], any: [{}] };
  const body = endpoint.body ? samples(endpoint.body, seed + 1, 30, false) : { valid: [undefined], any: [undefined] };
  const baseQuery = query.valid[0] ?? query.any[0] ?? {};
  const baseBody = body.valid[0] ?? body.any[0];
  const json = { 'content-type': 'application/json' };
  const requests: FuzzRequest[] = [];
  const add = (kind: string, options: Partial<FuzzRequest> & { query?: unknown; body?: unknown }) => {
    const { query: q = baseQuery, body: b = baseBody, ...rest } = options;
    requests.push({
      kind,
      method,
      url: `${path}${queryString(q)}`,
      headers: hasBody && b !== undefined ? { ...json } : {},
      ...(hasBody && b !== undefined ? { payload: JSON.stringify(b) } : {}),
      auth: true,
      ownPath: true,
      ...rest,
    });
  };

  // Valid inputs, logged in and as a visitor.
  for (const [i, q] of query.valid.slice(0, 3).entries()) add(`valid query ${i}`, { query: q });
  for (const [i, b] of body.valid.slice(0, 3).entries()) add(`valid body ${i}`, { body: b });
  add('valid, visitor', { auth: false });
  // Inputs the generator made that the schema refuses (refinements): answered 400, never 5xx.
  for (const [i, b] of body.any.slice(0, 3).entries()) add(`generated body ${i}`, { body: b });
  for (const [i, q] of query.any.slice(0, 3).entries()) add(`generated query ${i}`, { query: q });

  // Each field broken: which field and how, chosen by the seeded generator within the budget.
  const targets = [
    ...(endpoint.query ? pathsOf(baseQuery).map((p) => ({ where: 'query' as const, path: p })) : []),
    ...(endpoint.body ? [...pathsOf(baseBody), [] as Path].map((p) => ({ where: 'body' as const, path: p })) : []),
  ];
  if (targets.length > 0) {
    const mutation = fc.record({
      target: fc.constantFrom(...targets),
      bad: fc.constantFrom<readonly [string, unknown]>(['missing', undefined], ['array for scalar', ['x', 1]], ...BAD_VALUES),
      auth: fc.constantFrom(true, true, true, false),
    });
    for (const { target, bad, auth } of fc.sample(mutation, { seed: seed + 2, numRuns: budget })) {
      const [name, value] = bad;
      const kind = `${target.where}.${target.path.join('.') || '(root)'} ${name}`;
      if (target.where === 'query') add(kind, { query: withField(baseQuery, target.path, value), auth });
      else add(kind, { body: withField(baseBody, target.path, value) ?? null, auth });
    }
  }

  // The transport broken.
  const noBody = { headers: {} };
  add('malformed JSON', { headers: json, payload: '{"a": ' });
  add('JSON with a trailing comma', { headers: json, payload: '{"a":1,}' });
  add('empty JSON body', { headers: json, payload: '' });
  add('JSON array body', { headers: json, payload: '[1,2,3]' });
  add('JSON string body', { headers: json, payload: '"\u0000"' });
  add('wrong content type (XML)', { headers: { 'content-type': 'application/xml' }, payload: '<a>1</a>' });
  add('form-encoded body', { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1&b=%00' });
  add('broken multipart', { headers: { 'content-type': 'multipart/form-data; boundary=nope' }, payload: '--x\r\n\r\ncut' });
  add('text/plain JSON', { headers: { 'content-type': 'text/plain' }, payload: JSON.stringify(baseBody ?? {}) });
  add('no client header', { ...noBody, ...(hasBody ? { headers: json, payload: JSON.stringify(baseBody ?? {}) } : {}) });
  add('overlong query string', { url: `${path}?${'a'.repeat(6_000)}=${'b'.repeat(6_000)}` });
  add('many query keys', { url: `${path}?${Array.from({ length: 1_000 }, (_, i) => `k${i}=${i}`).join('&')}` });
  add('NUL in the query', { url: `${path}?%00=%00&x=a%00b` });
  add('overlong path', { url: `${path}/${'a'.repeat(5_000)}`, ownPath: false });
  add('path with NUL', { url: `${path}%00`, ownPath: false });
  add('path with a bad escape', { url: `${path}/%c0%ae%c0%ae`, ownPath: false });
  return requests;
}
