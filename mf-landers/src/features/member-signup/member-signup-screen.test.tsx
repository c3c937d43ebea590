import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import type { Settings } from '@dating/shared/contracts/settings';
import { freeUserFixture, landerProfilesFixture, settingsFixture } from '@dating/shared/msw/fixtures';
import { mountParcel, type MountedParcel } from '@dating/shared/parcel/parcel-test-kit';
import { createStandInShell, routeInfoFor } from '@dating/shared/standalone/stand-in-context';
import parcels from '../../parcels';
import { createLandersHandlers } from '@dating/shared/msw/landers';

const featured = landerProfilesFixture[0]!;
const server = setupServer(...createLandersHandlers({ landingVisits: [] }).handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
const mounted: MountedParcel[] = [];
afterEach(async () => {
  for (const parcel of mounted.splice(0)) await parcel.unmount();
  document.body.innerHTML = '';
});
afterAll(() => server.close());

async function mountSignup(id: string, member = false, settings: Partial<Settings> = {}) {
  const errors: number[] = [];
  const navigations: { to: string; replace?: boolean }[] = [];
  const shell = createStandInShell({
    route: routeInfoFor('members-id-signup', { id }),
    user: member ? freeUserFixture : null,
    settings: { ...settingsFixture, ...settings },
    onShowError: (status) => errors.push(status),
  });
  shell.context.navigate = (to, options) => navigations.push({ to, replace: options?.replace });
  const requests: unknown[] = [];
  shell.bus.on$('signupRequested').subscribe((payload) => {
    requests.push(payload);
    // As the signup modal (another remote's layout piece) does: a dialog opens, and the page stops asking.
    if (document.querySelector('[role="dialog"]')) return;
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    document.body.append(dialog);
  });
  mounted.push(await mountParcel(parcels['member-signup'], shell.context));
  return { errors, navigations, requests };
}

describe('member signup page', () => {
  it('shows the profile and opens the signup modal for it at once, and again on request', async () => {
    const { requests } = await mountSignup(String(featured.id));
    expect(await screen.findByRole('heading', { level: 2, name: new RegExp(`${featured.name}, ${featured.age}`) })).toBeInTheDocument();
    await waitFor(() => expect(requests).toEqual([{ reason: 'chat', profileId: featured.id }]));
    await userEvent.click(screen.getByRole('button', { name: 'Write a message' }));
    expect(requests).toEqual([
      { reason: 'chat', profileId: featured.id },
      { reason: 'chat', profileId: featured.id },
    ]);
  });

  it('shows the 404 page, and no modal, for an id that has no landing page', async () => {
    const { errors, requests } = await mountSignup('999');
    await waitFor(() => expect(errors).toEqual([404]));
    expect(requests).toEqual([]);
  });

  it('sends a member to the chat with the profile instead', async () => {
    const { navigations, requests } = await mountSignup(String(featured.id), true);
    await waitFor(() => expect(navigations).toEqual([{ to: `/members/${featured.id}/chat`, replace: true }]));
    expect(requests).toEqual([]);
  });

  it('says that new members join by invitation where the site takes none, the modal showing its notice', async () => {
    const { requests } = await mountSignup(String(featured.id), false, { signups: 'invite_only' });
    expect(await screen.findByText('New members join by invitation only.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Write a message' })).not.toBeInTheDocument();
    await waitFor(() => expect(requests).toEqual([{ reason: 'chat', profileId: featured.id }]));
  });
});
