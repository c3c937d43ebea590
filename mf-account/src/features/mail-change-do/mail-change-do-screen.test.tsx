import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { checkMailChangeLinkEndpoint, confirmMailChangeEndpoint } from '@dating/shared/contracts/account-settings';
import { endpointHandler } from '@dating/shared/msw/endpoint-handler';
import { freeUserFixture } from '@dating/shared/msw/fixtures';
import { mountScreen } from '@dating/shared/test-support/screen-test-kit';
import { setupSettingsServer } from '../../test-support/settings-test-kit';
import * as doParcel from './mail-change-do.parcel';

const server = setupSettingsServer();

const GOOD = 'Mail-change-token_0123456789abcdefghijklmno';
const TAKEN = 'Mail-change-taken_0123456789abcdefghijklmno';

/**
 * Like the api: GOOD works once, TAKEN's address was taken meanwhile, anything else is token_invalid;
 * the check (GET) reads only. `checkDown`: the check fails.
 */
function doApi(options: { down?: boolean; checkDown?: boolean } = {}) {
  const used = new Set<string>();
  const posts: string[] = [];
  const checks: string[] = [];
  server.use(
    endpointHandler(checkMailChangeLinkEndpoint, ({ request }) => {
      const token = new URL(request.url).searchParams.get('token') ?? '';
      checks.push(token);
      if (options.checkDown) return HttpResponse.json({ error: { code: 'internal', message: 'x' } }, { status: 400 });
      return HttpResponse.json({ valid: (token === GOOD || token === TAKEN) && !used.has(token) });
    }),
    endpointHandler(confirmMailChangeEndpoint, async ({ request }) => {
      const { token } = await request.json();
      posts.push(token);
      if (options.down) return HttpResponse.error();
      if (token === TAKEN) return HttpResponse.json({ error: { code: 'conflict', message: 'in use', field: 'email' } }, { status: 409 });
      if (token !== GOOD || used.has(token))
        return HttpResponse.json({ error: { code: 'token_invalid', message: 'Link expired or invalid' } }, { status: 400 });
      used.add(token);
      return HttpResponse.json({ ok: true, email: 'moved@demo.test' });
    }),
  );
  return { posts, checks };
}

async function renderDo(token: string | null, loggedIn = true) {
  const query: Record<string, string> = token === null ? {} : { token };
  const { recorded } = await mountScreen(doParcel, {
    route: 'mail-change-do',
    query,
    user: loggedIn ? freeUserFixture : null,
    record: ['refreshRequested'],
  });
  return { refreshes: recorded.refreshRequested };
}

describe('mail change confirmation screen', () => {
  it('confirms the link once on opening, names the new address and refreshes the user', async () => {
    const { posts, checks } = doApi();
    const { refreshes } = await renderDo(GOOD);
    expect(await screen.findByText('Your e-mail address has been changed to moved@demo.test.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to settings' })).toHaveAttribute('href', '/settings');
    expect(checks).toEqual([GOOD]);
    expect(posts).toEqual([GOOD]);
    expect(refreshes).toEqual([{ what: ['user'] }]);
  });

  it('offers logging in when opened logged out', async () => {
    doApi();
    await renderDo(GOOD, false);
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('says the link expired or is invalid for a used or malformed token, checked without claiming anything (the latter without a call)', async () => {
    const { posts, checks } = doApi();
    await renderDo('Mail-change-other_0123456789abcdefghijklmno');
    expect(await screen.findByText(/This link has expired or is invalid/)).toBeInTheDocument();
    document.body.innerHTML = '';
    await renderDo('short');
    expect(await screen.findByText(/This link has expired or is invalid/)).toBeInTheDocument();
    expect(checks).toEqual(['Mail-change-other_0123456789abcdefghijklmno']);
    expect(posts).toEqual([]);
  });

  it('checks the link before confirming it, and confirms when the check itself fails', async () => {
    const { posts, checks } = doApi({ checkDown: true });
    await renderDo(GOOD);
    expect(await screen.findByText('Your e-mail address has been changed to moved@demo.test.')).toBeInTheDocument();
    expect(checks).toEqual([GOOD]);
    expect(posts).toEqual([GOOD]);
  });

  it("says 'already in use' when another account took the address meanwhile", async () => {
    doApi();
    await renderDo(TAKEN);
    expect(await screen.findByText('E-mail address already in use')).toBeInTheDocument();
  });

  it('offers a retry after a network failure', async () => {
    const { posts } = doApi({ down: true });
    await renderDo(GOOD);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(posts).toEqual([GOOD, GOOD]);
  });
});
