/** A path segment's param (`:id` → id, `:slug?` → slug, optional), or null for a literal segment. */
export function segmentParam(segment: string): { key: string; optional: boolean } | null {
  const param = /^:([a-zA-Z]+)(\?)?$/.exec(segment);
  return param ? { key: param[1]!, optional: param[2] === '?' } : null;
}
