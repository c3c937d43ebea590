import { screen, waitFor, within } from '@testing-library/react';
import type { PhotoQueueItem } from '@dating/shared/contracts/staff-photos';
import { createStaffPhotosHandlers } from '@dating/shared/msw/staff-photos';
import { createStaffInboxHandlers } from '@dating/shared/msw/staff-inbox';
import type { MockStaffMember } from '@dating/shared/msw/staff';
import { mountScreen, setupScreenServer } from '@dating/shared/test-support/screen-test-kit';
import { queryClient } from '../../query-client';
import * as photosParcel from './photos.parcel';

const server = setupScreenServer();
// The review listens for keys on the whole page: each test unmounts its screen (its listener goes too) and
// starts from the mock's own queue, not the one a test before it left in the console's cache.
let unmount: (() => Promise<void>) | undefined;
afterEach(async () => {
  await unmount?.();
  unmount = undefined;
  queryClient.clear();
});
const moderator: MockStaffMember = { id: 3, email: 'moderator@demo.test', role: 'moderator' };

async function renderPhotos(viewer: MockStaffMember = moderator, items?: PhotoQueueItem[]) {
  const inbox = createStaffInboxHandlers({ viewer: () => viewer });
  const mock = createStaffPhotosHandlers({ viewer: () => viewer, ...(items ? { items } : {}) });
  server.use(...mock.handlers, ...inbox.handlers);
  const showError = jest.fn();
  const mounted = await mountScreen(photosParcel, {
    route: 'staff-photos',
    beforeMount: (shell) => {
      shell.context.showError = showError;
    },
  });
  unmount = () => mounted.mounted.unmount();
  return { mock, showError, ...mounted };
}

const shownPhoto = () => screen.findByRole('img', { name: /waiting for review$/ });

describe('the photo review', () => {
  it('shows the oldest photo large with its member beside it, and approves it with A', async () => {
    const { user, mock } = await renderPhotos();
    expect(await shownPhoto()).toHaveAccessibleName('Photo by Anna waiting for review');
    expect(screen.getByTestId('photo-queue-count')).toHaveTextContent('3 photos waiting');
    const member = screen.getByRole('region', { name: 'Anna' });
    expect(within(member).getByText('Open reports').nextSibling).toHaveTextContent('1');
    expect(within(member).getAllByRole('img', { name: 'Another photo of Anna' })).toHaveLength(1);
    expect(screen.getByText('Hidden until approved')).toBeInTheDocument();

    await user.keyboard('a');
    await waitFor(() => expect(mock.state.decisions).toEqual([{ kind: 'profile', id: 901, decision: 'approve' }]));
    expect(await screen.findByText('Photo approved.')).toBeInTheDocument();
    // The next one: Bram's chat photo, shown without its conversation.
    expect(await screen.findByRole('img', { name: 'Photo by Bram waiting for review' })).toBeVisible();
    expect(screen.getByText('Chat photo')).toBeInTheDocument();
  });

  it('rejects with R and a number key for the reason, skips with J, and Escape leaves the reasons', async () => {
    const { user, mock } = await renderPhotos();
    await shownPhoto();
    await user.keyboard('j');
    expect(await screen.findByRole('img', { name: 'Photo by Bram waiting for review' })).toBeVisible();
    await user.keyboard('r');
    const reasons = screen.getByRole('group', { name: 'Why is it rejected?' });
    expect(within(reasons).getAllByRole('button')[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Why is it rejected?' })).not.toBeInTheDocument();
    await user.keyboard('r');
    await user.keyboard('6');
    await waitFor(() => expect(mock.state.decisions).toEqual([{ kind: 'chat', id: 77, decision: 'reject', reason: 'contact_details' }]));
    expect(await screen.findByText('Photo rejected: Contact details, links or ads.')).toBeInTheDocument();
    // A number key outside the reasons does nothing.
    await user.keyboard('3');
    expect(mock.state.decisions).toHaveLength(1);
  });

  it('says so when the queue is empty', async () => {
    await renderPhotos(moderator, []);
    expect(await screen.findByText('No photos are waiting for review. Well done!')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
  });

  it('is the console’s 404 page for an operator', async () => {
    const { showError } = await renderPhotos({ id: 2, email: 'operator@demo.test', role: 'operator' });
    await waitFor(() => expect(showError).toHaveBeenCalledWith(404));
  });
});
