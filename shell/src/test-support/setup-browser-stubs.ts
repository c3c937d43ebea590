/** jsdom lacks these; the shell calls them on navigation. */
export function stubBrowser(): void {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = jest.fn();
}
