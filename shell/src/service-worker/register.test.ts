type Register = typeof import('./register');

/** A fresh module per test: the registration promise is shared by every caller of one page. */
function freshModule(): Register {
  let loaded!: Register;
  jest.isolateModules(() => {
    loaded = jest.requireActual<Register>('./register');
  });
  return loaded;
}

function fakeWindow(options: { register?: jest.Mock; readyState?: DocumentReadyState } = {}) {
  const listeners: Record<string, () => void> = {};
  const win = {
    document: { readyState: options.readyState ?? 'complete' },
    navigator: options.register ? { serviceWorker: { register: options.register } } : {},
    addEventListener: (type: string, listener: () => void) => {
      listeners[type] = listener;
    },
    requestIdleCallback: (callback: () => void) => {
      callback();
      return 1;
    },
    setTimeout,
  };
  return { win: win as unknown as Window, fire: (type: string) => listeners[type]?.() };
}

describe('registerServiceWorker', () => {
  it('registers /sw.js with scope / once the page has loaded, once for every caller', async () => {
    const registration = { scope: '/' };
    const register = jest.fn().mockResolvedValue(registration);
    const { win, fire } = fakeWindow({ register, readyState: 'loading' });
    const { registerServiceWorker } = freshModule();
    const first = registerServiceWorker(win);
    await Promise.resolve();
    expect(register).not.toHaveBeenCalled();
    fire('load');
    await expect(first).resolves.toBe(registration);
    await expect(registerServiceWorker(win)).resolves.toBe(registration);
    expect(register).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('resolves null, quietly, where there is no service worker or registering fails', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(freshModule().registerServiceWorker(fakeWindow().win)).resolves.toBeNull();
    const failing = fakeWindow({ register: jest.fn().mockRejectedValue(new Error('SecurityError')) });
    await expect(freshModule().registerServiceWorker(failing.win)).resolves.toBeNull();
    expect(error).not.toHaveBeenCalled();
  });
});
