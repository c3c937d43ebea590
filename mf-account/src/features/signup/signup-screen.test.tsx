import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { HappeningName } from '@dating/shared/bus/events';
import type { Locale } from '@dating/shared/contracts/locales';
import type { Settings } from '@dating/shared/contracts/settings';
import { signUpEndpoint } from '@dating/shared/contracts/signup';
import { endpointHandler } from '@dating/shared/msw/endpoint-handler';
import { freeUserFixture, settingsFixture } from '@dating/shared/msw/fixtures';
import { createMockApi } from '@dating/shared/msw/handlers';
import { mountScreen, setupScreenServer } from '@dating/shared/test-support/screen-test-kit';
import { TRACKING_STORAGE_KEY } from '@dating/shared/tracking/tracking-query';
import { DRAFT_STORAGE_KEY } from './signup-draft';
import * as signupParcel from './signup.parcel';
import { chooseDateOfBirth } from '../../test-support/date-of-birth';

// Whole signups typed key by key: room for a busy 2-core machine.
jest.setTimeout(30_000);

const server = setupScreenServer();
afterEach(() => window.sessionStorage.clear());

const newUser = { ...freeUserFixture, id: 99, email: 'new@example.test', status: 'not_confirmed' as const };

async function renderSignup({
  query = {},
  settings,
  ownHandler = true,
  locale,
}: { query?: Record<string, string>; settings?: Partial<Settings>; ownHandler?: boolean; locale?: Locale } = {}) {
  const mock = createMockApi({ loggedIn: false });
  const posted: unknown[] = [];
  const capture = endpointHandler(signUpEndpoint, async ({ request }) => {
    posted.push(await request.json());
    return HttpResponse.json({ user: newUser });
  });
  server.use(...(ownHandler ? [capture] : []), ...mock.handlers);
  const events: HappeningName[] = [];
  const refreshes: string[][] = [];
  const { shell, navigate, user } = await mountScreen(signupParcel, {
    route: 'signup',
    query,
    locale,
    settings: { ...settingsFixture, ...settings },
    beforeMount: ({ bus }) => {
      for (const name of ['signupStarted', 'signupFlowComplete', 'redirectedToLogin'] as const)
        bus.on$(name).subscribe(() => events.push(name));
      bus.on$('refreshRequested').subscribe(({ what }) => refreshes.push([...what]));
    },
  });
  return { shell, navigate, events, posted, user, refreshes };
}

const next = () => screen.getByRole('button', { name: 'Next' });

async function fillUpToPersonal(user: ReturnType<typeof userEvent.setup>) {
  await user.click(next()); // photo: optional
  await user.click(screen.getByLabelText('Woman'));
  await user.selectOptions(screen.getByLabelText('Sexuality'), 'lesbian');
  await user.click(next());
  await user.selectOptions(await screen.findByLabelText('Country'), 'NL');
  await screen.findByRole('option', { name: 'Utrecht' });
  await user.selectOptions(screen.getByLabelText('Region'), '10');
  await user.type(screen.getByLabelText('City'), 'Utrecht');
  await user.click(next());
  await screen.findByRole('heading', { level: 1, name: 'Personal info' });
}

describe('signup screen', () => {
  it('walks the steps with a progress indicator, validating each before moving on', async () => {
    const { user, events } = await renderSignup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Add a photo' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    await user.click(next());
    expect(await screen.findByRole('heading', { level: 1, name: 'About me' })).toHaveFocus();
    await user.click(next());
    const summary = screen.getByTestId('signup-error-summary');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(summary).toHaveTextContent('Please tell us whether you are a man or a woman.');
    expect(screen.getByRole('heading', { level: 1, name: 'About me' })).toBeInTheDocument();
    expect(events).toEqual(['signupStarted']);
  });

  it('starts with the message step for an addressed profile and keeps the draft in the tab', async () => {
    const { user } = await renderSignup({ query: { profile: '42' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Say hello' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your first message'), 'Hi there');
    await waitFor(() => expect(JSON.parse(window.sessionStorage.getItem(DRAFT_STORAGE_KEY) ?? '{}').draft.signup_message).toBe('Hi there'));
  });

  it('restores a draft after a reload', async () => {
    window.sessionStorage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({ draft: { email: 'kept@example.test', password: 'kept-password' }, step: 3 }),
    );
    await renderSignup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Personal info' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail address')).toHaveValue('kept@example.test');
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveValue('kept-password');
  });

  it('creates the account with the tracking query, then push opt-in and confirm e-mail, and only then publishes the session', async () => {
    window.sessionStorage.setItem(TRACKING_STORAGE_KEY, JSON.stringify({ network: 'adnet', sub1: 'x', landing_path: '/landers/video' }));
    const { user, posted, shell, navigate, events, refreshes } = await renderSignup();
    await screen.findByRole('heading', { level: 1, name: 'Add a photo' });
    await fillUpToPersonal(user);
    await user.type(screen.getByLabelText('E-mail address'), 'new@example.test');
    await user.type(screen.getByLabelText('Username'), 'new@example.test');
    await chooseDateOfBirth(user, '1992-03-04');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'long-enough-1');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByTestId('signup-error-summary')).toHaveTextContent('Your username may not be your e-mail address.');
    expect(posted).toHaveLength(0);

    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'Newbie');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Stay in the loop' })).toBeInTheDocument();
    expect(posted).toEqual([
      expect.objectContaining({
        email: 'new@example.test',
        name: 'Newbie',
        gender: 'female',
        sexuality: 'lesbian',
        country: 'NL',
        region_id: 10,
        city: 'Utrecht',
        tracking: { network: 'adnet', sub1: 'x' },
        landing_path: '/landers/video',
      }),
    ]);
    expect(window.sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    expect(shell.bus.get('auth').status).toBe('logged_out');

    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(
      await screen.findByText('We have sent an e-mail to new@example.test. Click the link in it to activate your account.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start browsing' }));
    expect(shell.bus.get('auth')).toEqual({ status: 'logged_in', user: newUser });
    expect(events).toEqual(['signupStarted', 'signupFlowComplete']);
    // The shell asks for the user anew: the one signup answered with predates a photo of the flow's photo step.
    expect(refreshes).toContainEqual(['user', 'chats', 'likes']);
    expect(navigate).toHaveBeenCalledWith('/signup-matches?api_signup_complete=1', { replace: true });
  });

  it('names genders and sexualities with the shared words; the sexuality agrees with the gender once chosen', async () => {
    const { user } = await renderSignup({ locale: 'fr' });
    await user.click(await screen.findByRole('button', { name: 'Suivant' }));
    const sexualities = () =>
      [...(screen.getByLabelText('Orientation sexuelle') as HTMLSelectElement).options].slice(1).map((option) => option.text);
    expect(screen.getByRole('group', { name: 'Je suis' })).toHaveTextContent(/Homme.*Femme/);
    expect(sexualities()).toEqual(['Hétéro', 'Gay', 'Lesbienne', 'Bisexuel(le)']);
    await user.click(screen.getByLabelText('Femme'));
    expect(sexualities()).toEqual(['Hétéro', 'Gay', 'Lesbienne', 'Bisexuelle']);
  });

  it('offers a log-in link for an existing account and keeps what was typed', async () => {
    // The mock api's own signup handler: the fixture member's e-mail is taken.
    const { user, navigate, events } = await renderSignup({ ownHandler: false });
    await screen.findByRole('heading', { level: 1, name: 'Add a photo' });
    await fillUpToPersonal(user);
    await user.type(screen.getByLabelText('E-mail address'), freeUserFixture.email);
    await user.type(screen.getByLabelText('Username'), 'Taken');
    await chooseDateOfBirth(user, '1990-01-01');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'long-enough-1');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    const error = await screen.findByTestId('signup-form-error');
    expect(error).toHaveTextContent('An account with this e-mail address already exists.');
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveValue('long-enough-1');
    await user.click(screen.getByRole('link', { name: 'Log in' }));
    expect(events).toContain('redirectedToLogin');
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('judges a field as soon as it is left, and clears the message once it is fixed', async () => {
    const { user } = await renderSignup();
    await screen.findByRole('heading', { level: 1, name: 'Add a photo' });
    await fillUpToPersonal(user);
    await user.type(screen.getByLabelText('E-mail address'), 'not-an-address');
    await user.tab();
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription('Please enter a valid e-mail address.');
    await user.type(screen.getByLabelText('E-mail address'), '@example.test');
    expect(screen.getByLabelText('E-mail address')).not.toHaveAttribute('aria-invalid');
    await user.type(screen.getByLabelText('Username'), '@me');
    await user.tab();
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Your username may not start with @.');
    expect(screen.queryByTestId('signup-error-summary')).toBeNull();
  });

  it('offers reactivation and customer service for an account waiting for deletion', async () => {
    const { user, navigate } = await renderSignup({ ownHandler: false });
    server.use(
      endpointHandler(signUpEndpoint, () =>
        HttpResponse.json({ error: { code: 'account_pending_deletion', message: 'x' } }, { status: 409 }),
      ),
    );
    await screen.findByRole('heading', { level: 1, name: 'Add a photo' });
    await fillUpToPersonal(user);
    await user.type(screen.getByLabelText('E-mail address'), 'leaving@example.test');
    await user.type(screen.getByLabelText('Username'), 'Leaving');
    await chooseDateOfBirth(user, '1990-01-01');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'long-enough-1');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    const error = await screen.findByTestId('signup-form-error');
    expect(error).toHaveTextContent(`Contact customer service at ${settingsFixture.support_email}.`);
    await user.click(screen.getByRole('link', { name: 'Log in to reactivate' }));
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('shows the invite-only notice instead of the form when the site takes no signups', async () => {
    await renderSignup({ settings: { signups: 'invite_only' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'By invitation only' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('needs a traffic source on a with_trafficsource site', async () => {
    await renderSignup({ settings: { signups: 'with_trafficsource' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'By invitation only' })).toBeInTheDocument();
    document.body.innerHTML = '';
    window.sessionStorage.setItem(TRACKING_STORAGE_KEY, JSON.stringify({ ref: 'r' }));
    await renderSignup({ settings: { signups: 'with_trafficsource' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Add a photo' })).toBeInTheDocument();
  });
});
