import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createApiClient } from '@dating/shared/api-client/api-client';
import { createEventBus } from '@dating/shared/bus/event-bus';
import { updateUserEndpoint } from '@dating/shared/contracts/user';
import { createI18n } from '@dating/shared/i18n/i18n';
import { endpointHandler } from '@dating/shared/msw/endpoint-handler';
import { demoUser } from '../test-support/fixtures';
import { createLocaleController } from './locale-controller';

const puts: unknown[] = [];
const server = setupServer(
  endpointHandler(updateUserEndpoint, async ({ request }) => {
    const body = await request.json();
    puts.push(body);
    return HttpResponse.json({ user: demoUser({ language: body.language }) });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  puts.length = 0;
});
afterAll(() => server.close());

function setup() {
  const bus = createEventBus();
  const i18n = createI18n('en');
  const cookies: string[] = [];
  const langs: string[] = [];
  const order: string[] = [];
  const loader = jest.fn(async (locale: string) => {
    order.push(`load:${locale}`);
    return { hello: `hello-${locale}` };
  });
  i18n.on('languageChanged', (lng: string) => order.push(`switch:${lng}`));
  const controller = createLocaleController({
    i18n,
    bus,
    api: createApiClient({ baseUrl: 'http://localhost', retries: 0 }),
    loaders: { shell: loader },
    writeCookie: (locale) => cookies.push(locale),
    setHtmlLang: (locale) => langs.push(locale),
  });
  return { bus, i18n, cookies, langs, order, controller };
}

describe('language switch', () => {
  it('loads the texts first, then switches, sets the cookie and <html lang>, and publishes the locale', async () => {
    const { bus, i18n, cookies, langs, order, controller } = setup();
    await controller.change('de');
    expect(order).toEqual(['load:de', 'switch:de']);
    expect(i18n.language).toBe('de');
    expect(i18n.t('shell:hello')).toBe('hello-de');
    expect(cookies).toEqual(['de']);
    expect(langs).toEqual(['de']);
    expect(bus.get('locale')).toBe('de');
    expect(puts).toEqual([]);
  });

  it('saves the language to the user record when logged in', async () => {
    const { bus, controller } = setup();
    bus.set('auth', { status: 'logged_in', user: demoUser() });
    await controller.change('de');
    expect(puts).toEqual([{ language: 'de' }]);
    const auth = bus.get('auth');
    expect(auth.status === 'logged_in' && auth.user.language).toBe('de');
  });
});
