import { HttpResponse, type HttpHandler } from 'msw';
import type { ErrorBody } from '../contracts/errors';
import { getPhotoQueueEndpoint, reviewPhotoEndpoint, type PhotoQueueItem } from '../contracts/staff-photos';
import type { z } from 'zod';
import { endpointHandler } from './endpoint-handler';
import type { MockStaffMember } from './staff';

/*
 * The moderators' photo queue for the console's tests and standalone page: three photos (two profile
 * photos of one member, one chat photo of another), which a decision takes out as the api does. Only
 * moderators and admins get answers; anyone else the api's 404.
 */

const HOUR_MS = 3_600_000;

export interface StaffPhotosMockState {
  items: PhotoQueueItem[];
  /** The decisions asked for, in order. */
  decisions: z.input<typeof reviewPhotoEndpoint.body>[];
}

const notFound = () => HttpResponse.json<ErrorBody>({ error: { code: 'not_found', message: 'No such endpoint' } }, { status: 404 });

/** A grey square as a data URL: the mock's pictures load without any file. */
const PICTURE =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3 4"%3E%3Crect width="3" height="4" fill="%23889"/%3E%3C/svg%3E';

function photoQueueFixture(now = Date.now()): PhotoQueueItem[] {
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR_MS).toISOString();
  const anna = {
    user_id: 51,
    profile_id: 151,
    name: 'Anna',
    age: 31,
    country: 'NL',
    city: 'Utrecht',
    account_created_at: at(24 * 40),
    open_reports: 1,
    other_photos: [{ id: 902, thumb: PICTURE, status: 'active' as const, reviewed: true, is_main: true }],
  };
  return [
    { kind: 'profile', id: 901, url: PICTURE, width: 300, height: 400, status: 'pending', uploaded_at: at(5), member: anna },
    {
      kind: 'chat',
      id: 77,
      url: PICTURE,
      width: 400,
      height: 300,
      status: 'active',
      uploaded_at: at(3),
      member: {
        ...anna,
        user_id: 52,
        profile_id: 152,
        name: 'Bram',
        age: 44,
        city: 'Gent',
        country: 'BE',
        open_reports: 0,
        other_photos: [],
      },
    },
    { kind: 'profile', id: 903, url: PICTURE, width: 300, height: 400, status: 'pending', uploaded_at: at(1), member: anna },
  ];
}

export function createStaffPhotosHandlers(options: { viewer: () => MockStaffMember | null; items?: PhotoQueueItem[] }): {
  state: StaffPhotosMockState;
  handlers: HttpHandler[];
} {
  const state: StaffPhotosMockState = { items: options.items ?? photoQueueFixture(), decisions: [] };
  const moderator = () => {
    const viewer = options.viewer();
    return viewer !== null && (viewer.role === 'moderator' || viewer.role === 'admin');
  };
  const handlers: HttpHandler[] = [
    endpointHandler(getPhotoQueueEndpoint, () =>
      moderator() ? HttpResponse.json({ items: state.items, total: state.items.length }) : notFound(),
    ),
    endpointHandler(reviewPhotoEndpoint, async ({ request }) => {
      if (!moderator()) return notFound();
      const body = await request.json();
      const index = state.items.findIndex((item) => item.kind === body.kind && item.id === body.id);
      if (index < 0) return HttpResponse.json<ErrorBody>({ error: { code: 'conflict', message: 'Decided already' } }, { status: 409 });
      state.items.splice(index, 1);
      state.decisions.push(body);
      return HttpResponse.json({ status: body.decision === 'approve' ? 'active' : 'rejected' });
    }),
  ];
  return { state, handlers };
}
