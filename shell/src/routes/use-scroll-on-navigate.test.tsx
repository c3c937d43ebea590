import { act, renderHook } from '@testing-library/react';
import { useScrollOnNavigate, type KeyedLocation, type NavigationKind } from './use-scroll-on-navigate';

interface Props {
  location: KeyedLocation;
  navigation: NavigationKind;
}

const at = (key: string, pathname: string, search = '', hash = ''): KeyedLocation => ({ key, pathname, search, hash });

let scrollY = 0;
let pageHeight = 4000;
const scrollTo = jest.fn((x: number, y: number) => {
  scrollY = y;
});

beforeEach(() => {
  jest.useFakeTimers();
  scrollY = 0;
  pageHeight = 4000;
  scrollTo.mockClear();
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => pageHeight });
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});

afterEach(() => {
  jest.useRealTimers();
});

/** The member scrolls to `y`; the position is recorded on the next frame. */
function memberScrollsTo(y: number) {
  act(() => {
    scrollY = y;
    window.dispatchEvent(new Event('scroll'));
    jest.advanceTimersByTime(20);
  });
}

function frames(count: number) {
  act(() => {
    jest.advanceTimersByTime(17 * count);
  });
}

function start(location: KeyedLocation) {
  return renderHook((props: Props) => useScrollOnNavigate(props.location, props.navigation), {
    initialProps: { location, navigation: 'POP' },
  });
}

test('a new page starts at the top', () => {
  const { rerender } = start(at('a', '/members'));
  memberScrollsTo(1200);
  rerender({ location: at('b', '/members/5'), navigation: 'PUSH' });
  expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  expect(scrollY).toBe(0);
});

test('Back returns to where the member was, once the page has grown tall enough again', () => {
  const { rerender } = start(at('a', '/members', '?country=DE'));
  memberScrollsTo(1200);
  rerender({ location: at('b', '/members/5'), navigation: 'PUSH' });
  memberScrollsTo(300);

  // The search page is short while its remote mounts again.
  pageHeight = 900;
  rerender({ location: at('a', '/members', '?country=DE'), navigation: 'POP' });
  frames(5);
  expect(scrollY).toBe(0);
  pageHeight = 4000;
  frames(2);
  expect(scrollY).toBe(1200);

  // Forward to the profile: where the member was on it.
  rerender({ location: at('b', '/members/5'), navigation: 'POP' });
  frames(2);
  expect(scrollY).toBe(300);
});

test('a page that never grows tall enough is scrolled as far as it goes', () => {
  const { rerender } = start(at('a', '/members'));
  memberScrollsTo(3000);
  rerender({ location: at('b', '/members/5'), navigation: 'PUSH' });
  pageHeight = 2000;
  rerender({ location: at('a', '/members'), navigation: 'POP' });
  frames(200);
  expect(scrollY).toBe(1200);
});

test('the member scrolling meanwhile ends the attempt', () => {
  const { rerender } = start(at('a', '/members'));
  memberScrollsTo(1500);
  rerender({ location: at('b', '/members/5'), navigation: 'PUSH' });
  pageHeight = 900;
  rerender({ location: at('a', '/members'), navigation: 'POP' });
  frames(3);
  act(() => {
    window.dispatchEvent(new Event('wheel'));
  });
  pageHeight = 4000;
  frames(10);
  expect(scrollY).toBe(0);
});

test('opening a page again through a link (a new entry) starts at the top, even if it was visited before', () => {
  const { rerender } = start(at('a', '/members'));
  memberScrollsTo(1200);
  rerender({ location: at('b', '/members/5'), navigation: 'PUSH' });
  rerender({ location: at('c', '/members'), navigation: 'PUSH' });
  frames(5);
  expect(scrollY).toBe(0);
});

test('a hash target is scrolled into view, and a hash-only change keeps the page where it is', () => {
  const target = document.createElement('h2');
  target.id = 'photos';
  const scrollIntoView = jest.fn();
  target.scrollIntoView = scrollIntoView;
  document.body.append(target);
  const { rerender } = start(at('a', '/members/5'));
  memberScrollsTo(500);
  rerender({ location: at('b', '/members/5', '', '#photos'), navigation: 'PUSH' });
  expect(scrollIntoView).toHaveBeenCalledTimes(1);
  expect(scrollTo).not.toHaveBeenCalled();
  target.remove();
});

test('the browser does not restore positions itself while the hook runs', () => {
  window.history.scrollRestoration = 'auto';
  const { unmount } = start(at('a', '/members'));
  expect(window.history.scrollRestoration).toBe('manual');
  unmount();
  expect(window.history.scrollRestoration).toBe('auto');
});
