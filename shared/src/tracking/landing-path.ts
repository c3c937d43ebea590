// The landing path's bounds, apart from tracking-query.ts: the signup contract validates with them,
// and tracking-query.ts takes its TrackingQuery type from that contract.

/** tracking.landing_path: the path only (never the query: it may carry anything), at most this long. */
export const LANDING_PATH_MAX_LENGTH = 255;
/** What a landing path may look like: a path from the root, no query, fragment or white space. */
// oxlint-disable-next-line no-control-regex -- control characters (NUL above all) are what it refuses
export const LANDING_PATH_PATTERN = /^\/[^?#\s\u0000-\u001f\u007f]*$/;
