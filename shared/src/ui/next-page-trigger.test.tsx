import { render } from '@testing-library/react';
import { NextPageTrigger } from './next-page-trigger';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

/** A stand-in observer that records what it watches, so the test decides when the marker is in view. */
function installObserver() {
  const observers: Array<{ callback: Callback; disconnected: boolean }> = [];
  class FakeObserver {
    private readonly record: { callback: Callback; disconnected: boolean };
    constructor(callback: Callback) {
      this.record = { callback, disconnected: false };
      observers.push(this.record);
    }
    observe() {}
    disconnect() {
      this.record.disconnected = true;
    }
  }
  Object.defineProperty(globalThis, 'IntersectionObserver', { value: FakeObserver, configurable: true, writable: true });
  return observers;
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'IntersectionObserver');
});

describe('NextPageTrigger', () => {
  it('asks for the next page once when the marker comes into view, and again after another page came in', () => {
    const observers = installObserver();
    const onReached = jest.fn();
    const { rerender } = render(<NextPageTrigger active loaded={1} onReached={onReached} />);

    observers[0]?.callback([{ isIntersecting: false }]);
    expect(onReached).not.toHaveBeenCalled();
    observers[0]?.callback([{ isIntersecting: true }]);
    expect(onReached).toHaveBeenCalledTimes(1);
    expect(observers[0]?.disconnected).toBe(true);

    rerender(<NextPageTrigger active loaded={2} onReached={onReached} />);
    observers.at(-1)?.callback([{ isIntersecting: true }]);
    expect(onReached).toHaveBeenCalledTimes(2);
  });

  it('watches nothing while inactive', () => {
    const observers = installObserver();
    render(<NextPageTrigger active={false} loaded={1} onReached={jest.fn()} />);
    expect(observers).toHaveLength(0);
  });
});
