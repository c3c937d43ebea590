import { screen, waitFor } from '@testing-library/react';
import type { User } from '@dating/shared/contracts/user';
import { freeUserFixture } from '@dating/shared/msw/fixtures';
import { localeCookieString } from '@dating/shared/i18n/locale-cookie';
import { createMockApi } from '@dating/shared/msw/handlers';
import { mountScreen, setupScreenServer } from '@dating/shared/test-support/screen-test-kit';
import * as langConfigParcel from './lang-config.parcel';

const server = setupScreenServer();
afterEach(() => {
  document.cookie = 'i18n_redirected=; Max-Age=0; Path=/';
});

async function renderLangConfig(user: User | null) {
  const mock = createMockApi({ loggedIn: user !== null });
  server.use(...mock.handlers);
  const puts: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PUT' && new URL(request.url).pathname === '/api/user.php')
      void request
        .clone()
        .json()
        .then((body) => puts.push(body));
  });
  const mounted = await mountScreen(langConfigParcel, { route: 'lang-config', user });
  return { mock, shell: mounted.shell, puts, user: mounted.user };
}

describe('lang-config screen', () => {
  it('offers the languages of the member’s country and saves the choice to the user, cookie and bus', async () => {
    const { user, shell, puts, mock } = await renderLangConfig(freeUserFixture);
    // freeUserFixture lives in NL: Nederlands and English.
    const radios = await screen.findAllByRole('radio');
    expect(radios.map((radio) => (radio as HTMLInputElement).value)).toEqual(['nl', 'en']);
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();

    // Belgium offers Dutch, French and German, plus the language in use.
    await user.selectOptions(screen.getByLabelText('Country'), 'BE');
    expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual(['en', 'nl', 'fr', 'de']);
    await user.click(screen.getByRole('radio', { name: 'Deutsch' }));
    await user.click(screen.getByRole('button', { name: 'Save language' }));

    const outcome = await screen.findByTestId('lang-config-outcome');
    await waitFor(() => expect(outcome).toHaveTextContent('Die Sprache ist jetzt Deutsch.'));
    expect(shell.context.i18n.language).toBe('de');
    expect(shell.bus.get('locale')).toBe('de');
    expect(document.cookie).toContain('i18n_redirected=de');
    await waitFor(() => expect(puts).toEqual([{ language: 'de' }]));
    expect(mock.state.user?.language).toBe('de');
    expect(screen.getByRole('link', { name: 'Weiter' })).toHaveAttribute('href', '/members');
  });

  it('lets a visitor choose among all languages for another country, without a user record', async () => {
    const { user, puts, shell } = await renderLangConfig(null);
    await user.selectOptions(await screen.findByLabelText('Country'), '');
    expect(screen.getAllByRole('radio')).toHaveLength(11);
    await user.click(screen.getByRole('radio', { name: 'Svenska' }));
    await user.click(screen.getByRole('button', { name: 'Save language' }));
    await waitFor(() => expect(shell.bus.get('locale')).toBe('sv'));
    expect(puts).toEqual([]);
  });

  it('writes the language cookie for 365 days, for the whole site', () => {
    expect(localeCookieString('fr', true)).toBe('i18n_redirected=fr; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
  });
});
