/**
 * jsdom has no `window.matchMedia`: this stands one in whose queries match where `matches(query)` says so (a phone:
 * `(query) => query.includes('max-width')`), and returns what puts the previous one back — call it after the test.
 */
export function fakeMatchMedia(matches: (query: string) => boolean): () => void {
  const previous = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: matches(query),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  return () => {
    window.matchMedia = previous;
  };
}
