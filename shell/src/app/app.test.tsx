import { render, screen } from '@testing-library/react';
import { createApiClient } from '@dating/shared/api-client/api-client';
import { createEventBus } from '@dating/shared/bus/event-bus';
import { fakeParcelLoader } from '../test-support/fake-parcels';
import { demoSettings } from '../test-support/fixtures';
import { memoryStorage, testI18n } from '../test-support/render-shell';
import { readStyleNonce } from '../settings/style-nonce';
import { App } from './app';
import { createServices } from './create-services';

function services(styleNonce: string | undefined) {
  return createServices({
    bus: createEventBus(),
    api: createApiClient({
      fetch: async () => new Response('{"error":{"code":"internal","message":"offline"}}', { status: 500 }),
      retries: 0,
    }),
    i18n: testI18n(),
    settings: demoSettings(),
    loadParcel: fakeParcelLoader().loader,
    locale: { change: async () => undefined },
    chunkGuard: { handle: () => false },
    storage: memoryStorage(),
    logout: async () => undefined,
    standalone: false,
    styleNonce,
    location: { pathname: '/', search: '', hash: '' },
  });
}

afterEach(() => {
  document.head.querySelectorAll('style, meta').forEach((element) => element.remove());
});

describe('the CSP style nonce', () => {
  it('is read from the <meta name="csp-nonce"> the api renders, and is absent without it', () => {
    expect(readStyleNonce()).toBeUndefined();
    const meta = document.createElement('meta');
    meta.name = 'csp-nonce';
    meta.content = 'bm9uY2U=';
    document.head.append(meta);
    expect(readStyleNonce()).toBe('bm9uY2U=');
  });

  it('is on every <style> tag the shell inserts, and in the ShellContext every remote receives', async () => {
    const built = services('bm9uY2U=');
    render(<App services={built} />);
    await screen.findAllByRole('link');
    const tags = [...document.head.querySelectorAll('style[data-emotion]')];
    expect(tags.length).toBeGreaterThan(0);
    expect(tags.map((tag) => tag.getAttribute('nonce'))).toEqual(tags.map(() => 'bm9uY2U='));
    expect(built.shell.context.styleNonce).toBe('bm9uY2U=');
  });
});
