import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import type { User } from '@dating/shared/contracts/user';
import { freeUserFixture } from '@dating/shared/msw/fixtures';
import { createMockApi } from '@dating/shared/msw/handlers';
import { createProfileActionHandlers, type ProfileActionsMockState } from '@dating/shared/msw/member-profile';
import { mountParcel, type MountedParcel } from '@dating/shared/parcel/parcel-test-kit';
import { createStandInShell, routeInfoFor } from '@dating/shared/standalone/stand-in-context';
import { queryClient } from '../../query-client';

const state: ProfileActionsMockState = { liked: new Set(), blocked: new Set(), reports: [] };
// The recording handlers first: msw answers with the first handler that matches.
const server = setupServer(...createProfileActionHandlers({ state }), ...createMockApi().handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
const mounted: MountedParcel[] = [];
afterEach(async () => {
  for (const parcel of mounted.splice(0)) await parcel.unmount();
  server.resetHandlers();
  state.liked.clear();
  state.blocked.clear();
  state.reports.length = 0;
  queryClient.clear();
  document.body.innerHTML = '';
});
afterAll(() => server.close());

async function mountProfile(id: string, user: User | null = freeUserFixture) {
  const navigations: string[] = [];
  const shell = createStandInShell({ route: routeInfoFor('members-id', { id }), user, onNavigate: (to) => navigations.push(to) });
  const happenings: { name: string; payload: unknown }[] = [];
  shell.bus.on$('signupRequested').subscribe((payload) => happenings.push({ name: 'signupRequested', payload }));
  shell.bus.on$('match').subscribe((payload) => happenings.push({ name: 'match', payload }));
  shell.bus.on$('refreshRequested').subscribe((payload) => happenings.push({ name: 'refreshRequested', payload }));
  const { default: parcels } = await import('../../parcels');
  mounted.push(await mountParcel(parcels['profile-view'], shell.context));
  await screen.findByTestId('profile-actions');
  return { navigations, happenings };
}

describe('profile actions', () => {
  it('like: the button becomes "Liked"; a mutual like is a match, announced and published on the bus', async () => {
    const { happenings } = await mountProfile('102');
    const like = screen.getByRole('button', { name: 'Like' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(like);
    expect(await screen.findByRole('button', { name: 'Liked' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('It’s a match! You and Lotte like each other.')).toBeInTheDocument();
    expect(happenings).toContainEqual({ name: 'match', payload: { profileId: 102 } });
    expect(happenings).toContainEqual({ name: 'refreshRequested', payload: { what: ['likes'] } });
    expect([...state.liked]).toEqual([102]);
  });

  it('a visitor who tries to like or message is asked to sign up, and sees no block or report', async () => {
    const { happenings, navigations } = await mountProfile('101', null);
    await userEvent.click(screen.getByRole('button', { name: 'Like' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send a message' }));
    expect(happenings).toEqual([
      { name: 'signupRequested', payload: { reason: 'like' } },
      { name: 'signupRequested', payload: { reason: 'chat' } },
    ]);
    expect(navigations).toEqual([]);
    expect(state.liked.size).toBe(0);
    expect(screen.queryByRole('button', { name: /^More actions/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Block' })).toBeNull();
  });

  it('message goes to the member chat route', async () => {
    const { navigations } = await mountProfile('101');
    await userEvent.click(screen.getByRole('button', { name: 'Send a message' }));
    expect(navigations).toEqual(['/members/101/chat']);
  });

  it('block: asks first, then shows the notice with undo, which brings the profile back; chats and likes are refreshed', async () => {
    const { happenings } = await mountProfile('101');
    // Block and report wait in the ⋯ menu, not beside like and message; the menu works from the keyboard.
    const actions = screen.getByTestId('profile-actions');
    expect(within(actions).queryByRole('button', { name: 'Block' })).toBeNull();
    const more = within(actions).getByRole('button', { name: 'More actions for Sanne' });
    expect(more).toHaveAttribute('aria-haspopup', 'menu');
    more.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Block' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Block Sanne?' });
    expect(within(dialog).getByText(/Sanne will no longer be able to see your profile/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByTestId('blocked-notice')).toHaveTextContent('You have blocked Sanne.');
    expect([...state.blocked]).toEqual([101]);
    expect(screen.queryByTestId('profile-view')).toBeNull();
    expect(happenings).toContainEqual({ name: 'refreshRequested', payload: { what: ['chats', 'likes'] } });

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByTestId('profile-view')).toBeInTheDocument();
    expect(state.blocked.size).toBe(0);
  });

  it('report: a reason is required (error summary takes focus, the comment is kept), then the report is sent and acknowledged', async () => {
    await mountProfile('101');
    await userEvent.click(within(screen.getByTestId('profile-actions')).getByRole('button', { name: 'More actions for Sanne' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Sanne' });
    await userEvent.type(within(dialog).getByLabelText('Comment (optional)'), 'Asked me for money');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    const summary = await within(dialog).findByTestId('report-errors');
    expect(summary).toHaveTextContent('Choose a reason.');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(state.reports).toEqual([]);
    expect(within(dialog).getByLabelText('Comment (optional)')).toHaveValue('Asked me for money');

    await userEvent.selectOptions(within(dialog).getByLabelText('What are you reporting?'), 'Photo 2');
    await userEvent.click(within(dialog).getByLabelText('Scam or spam'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByTestId('report-sent')).toHaveTextContent('We have received your report');
    expect(state.reports).toEqual([{ profile: 101, photo: 1012, reason: 'scam_or_spam', comment: 'Asked me for money' }]);
  });
});
