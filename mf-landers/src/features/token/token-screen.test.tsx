import { screen, waitFor } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { getTokenLinkEndpoint, tokenLinkLoginEndpoint, type TokenLink } from '@dating/shared/contracts/token-links';
import type { Locale } from '@dating/shared/contracts/locales';
import type { User } from '@dating/shared/contracts/user';
import { endpointHandler } from '@dating/shared/msw/endpoint-handler';
import { freeUserFixture } from '@dating/shared/msw/fixtures';
import { mountScreen, setupScreenServer } from '@dating/shared/test-support/screen-test-kit';
import parcels from '../../parcels';
import { leavePage } from './leave-page';

jest.mock('./leave-page', () => ({ leavePage: jest.fn() }));
const leave = jest.mocked(leavePage);

const TOKEN = 'Abc_def-123456789012345678901234567890123ab';
const server = setupScreenServer();
beforeEach(() => leave.mockClear());

/** The api as the page sees it: GET answers `link` (or 404), POST answers `login` (or token_invalid); every call is logged. */
function serve(link: TokenLink | null, login: 'ok' | 'token_invalid' = 'ok') {
  const calls: string[] = [];
  server.use(
    endpointHandler(getTokenLinkEndpoint, ({ request }) => {
      calls.push(`GET ${new URL(request.url).searchParams.get('token')}`);
      return link ? HttpResponse.json(link) : HttpResponse.json({ error: { code: 'not_found', message: 'Unknown link' } }, { status: 404 });
    }),
    endpointHandler(tokenLinkLoginEndpoint, async ({ request }) => {
      calls.push(`POST ${(await request.json()).token}`);
      await delay(20);
      return login === 'ok'
        ? HttpResponse.json({ target: '/chats/12' })
        : HttpResponse.json(
            { error: { code: 'token_invalid', message: 'This link has expired or has already been used.' } },
            { status: 400 },
          );
    }),
  );
  return calls;
}

const open = (locale?: Locale, member?: User) =>
  mountScreen(parcels.token, { route: 'token', params: { token: TOKEN }, locale, user: member ?? null });

describe('the token page', () => {
  it('a valid login link: one calm page with one button, nothing claimed on opening; pressing logs in and loads the target', async () => {
    const calls = serve({ kind: 'login', state: 'valid', target: '/chats/12' });
    const { user, navigate } = await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByText('Demo Dating')).toBeInTheDocument();
    expect(screen.getByText('Press Continue to log in to your account.')).toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(calls).toEqual([`GET ${TOKEN}`]);

    const button = screen.getByRole('button', { name: 'Continue' });
    await user.dblClick(button);
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/chats/12'));
    expect(calls).toEqual([`GET ${TOKEN}`, `POST ${TOKEN}`]);
    expect(screen.getByRole('button', { name: 'Logging in…' })).toBeDisabled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('speaks the member’s language', async () => {
    serve({ kind: 'login', state: 'valid', target: '/chats/12' });
    await open('de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Willkommen zurück' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeEnabled();
  });

  it('a link used in the meantime: the press goes to the login page, the target kept', async () => {
    serve({ kind: 'login', state: 'valid', target: '/likes/received' }, 'token_invalid');
    const { user, navigate } = await open();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Flikes%2Freceived', { replace: true }));
    expect(leave).not.toHaveBeenCalled();
  });

  it.each(['expired', 'used'] as const)('a login link that is %s goes to the login page at once, the target kept', async (state) => {
    const calls = serve({ kind: 'login', state, target: '/chats/12' });
    const { navigate } = await open();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fchats%2F12', { replace: true }));
    expect(screen.queryByRole('button')).toBeNull();
    expect(calls).toEqual([`GET ${TOKEN}`]);
  });

  it('a used link opened by a member already logged in goes straight to its target', async () => {
    serve({ kind: 'login', state: 'used', target: '/chats/12' });
    const { navigate } = await open('en', structuredClone(freeUserFixture));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/chats/12', { replace: true }));
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('an unknown link goes to the login page', async () => {
    serve(null);
    const { navigate } = await open();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login', { replace: true }));
    expect(leave).not.toHaveBeenCalled();
  });

  it('an entry link loads its lander with the tracking query (a full load: the shell captures the query at boot)', async () => {
    serve({ kind: 'entry', target: '/landers/gallery/summer?network=demo&ref=entry-link' });
    const { navigate } = await open();
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/landers/gallery/summer?network=demo&ref=entry-link'));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('never leaves the site, whatever the answer says', async () => {
    serve({ kind: 'entry', target: '//evil.test/x' });
    await open();
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/members'));
  });

  /** The link is valid on opening; the press is refused as at the login form. */
  const refusePress = (error: { code: string; message: string; until?: string }) =>
    server.use(
      endpointHandler(getTokenLinkEndpoint, () => HttpResponse.json({ kind: 'login', state: 'valid', target: '/chats/12' })),
      endpointHandler(tokenLinkLoginEndpoint, () => HttpResponse.json({ error }, { status: 403 })),
    );

  it('a banned member pressing Continue goes to the ban page', async () => {
    refusePress({ code: 'account_banned', message: 'Your account has been banned.' });
    const { user, navigate } = await open();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/pages/ban', { replace: true }));
    expect(leave).not.toHaveBeenCalled();
  });

  it('a suspended member pressing Continue is told until when, in their language, and the button is gone', async () => {
    refusePress({ code: 'account_suspended', message: 'Your account is suspended.', until: '2031-06-08T10:00:00.000Z' });
    const { user, navigate } = await open('de');
    await user.click(await screen.findByRole('button', { name: 'Weiter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Dein Konto ist bis 8\. Juni 2031 .*gesperrt/);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText('Mit „Weiter“ loggst du dich in dein Konto ein.')).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    expect(leave).not.toHaveBeenCalled();
  });

  it('a failed load offers to try again', async () => {
    let fail = true;
    server.use(
      endpointHandler(getTokenLinkEndpoint, () =>
        fail ? HttpResponse.error() : HttpResponse.json({ kind: 'login', state: 'valid', target: '/chats/12' }),
      ),
    );
    const { user } = await open();
    expect(await screen.findByText('The link could not be opened. Check your connection and try again.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeEnabled();
  });
});
