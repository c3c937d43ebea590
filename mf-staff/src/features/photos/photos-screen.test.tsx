import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, type HttpHandler } from 'msw';
import { getPhotoQueueEndpoint, type PhotoQueueItem } from '@dating/shared/contracts/staff-photos';
import { endpointHandler } from '@dating/shared/msw/endpoint-handler';
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

type PhotosMock = ReturnType<typeof createStaffPhotosHandlers>;

/** `overrides`: handlers answering before the mock's (given the mock, to answer from its state). */
async function renderPhotos(
  viewer: MockStaffMember = moderator,
  items?: PhotoQueueItem[],
  overrides?: (mock: PhotosMock) => HttpHandler[],
) {
  const inbox = createStaffInboxHandlers({ viewer: () => viewer });
  const mock = createStaffPhotosHandlers({ viewer: () => viewer, ...(items ? { items } : {}) });
  server.use(...mock.handlers, ...inbox.handlers);
  if (overrides) server.use(...overrides(mock));
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

  it('counts the photo on screen until it is decided, K and ← go back, and the last decision leaves the queue clear', async () => {
    const { user, mock } = await renderPhotos(moderator, createStaffPhotosHandlers({ viewer: () => moderator }).state.items.slice(0, 2));
    await shownPhoto();
    const count = screen.getByTestId('photo-queue-count');
    expect(count).toHaveTextContent('2 photos waiting');
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('img', { name: 'Photo by Bram waiting for review' })).toBeVisible();
    await user.keyboard('k');
    expect(await screen.findByRole('img', { name: 'Photo by Anna waiting for review' })).toBeVisible();
    await user.keyboard('{ArrowLeft}');
    expect(await screen.findByRole('img', { name: 'Photo by Bram waiting for review' })).toBeVisible();

    await user.keyboard('a');
    expect(await screen.findByText('Photo approved.')).toBeInTheDocument();
    // The last one, Anna's, is still to decide: it counts.
    expect(await screen.findByRole('img', { name: 'Photo by Anna waiting for review' })).toBeVisible();
    await waitFor(() => expect(mock.state.items).toHaveLength(1));
    expect(count).toHaveTextContent('1 photo waiting');
    await user.keyboard('r');
    await user.keyboard('2');
    const clear = await screen.findByTestId('photo-queue-clear');
    expect(clear).toHaveTextContent('No photos are waiting for review. Well done!');
    // Said as a status: a moderator working by keyboard hears it.
    expect(clear.closest('output')).not.toBeNull();
    expect(count).toHaveTextContent('0 photos waiting');
    expect(screen.queryByRole('img', { name: /waiting for review$/ })).not.toBeInTheDocument();
    expect(mock.state.decisions.map((decision) => decision.decision)).toEqual(['approve', 'reject']);
  });

  it('counts the photos beyond the page the server sent, and a decision takes one off', async () => {
    // The server counts 20 more than the page it sent.
    const { user } = await renderPhotos(moderator, undefined, (mock) => [
      endpointHandler(getPhotoQueueEndpoint, () => HttpResponse.json({ items: mock.state.items, total: mock.state.items.length + 20 })),
    ]);
    await shownPhoto();
    expect(screen.getByTestId('photo-queue-count')).toHaveTextContent('23 photos waiting');
    await user.keyboard('a');
    expect(await screen.findByText('Photo approved.')).toBeInTheDocument();
    expect(screen.getByTestId('photo-queue-count')).toHaveTextContent('22 photos waiting');
  });

  it('is the console’s 404 page for an operator', async () => {
    const { showError } = await renderPhotos({ id: 2, email: 'operator@demo.test', role: 'operator' });
    await waitFor(() => expect(showError).toHaveBeenCalledWith(404));
  });
});
